import { ApiRequestError } from './api-client';

export const MAX_QUERY_RETRIES = 2;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 10_000;

/**
 * Whether a failure may succeed if simply sent again: a network failure or a server error (5xx, e.g. 503 while
 * the database restarts). Never a 4xx — the same request gets the same answer, and a failed sign-in sent twice
 * counts twice against the account.
 */
export function isTransientFailure(error: unknown) {
  if (error instanceof ApiRequestError) return error.status >= 500;
  return true;
}

/** Up to 2 retries of transient failures (seeds §9, without their 401/403 retries: the walkthrough's fix). */
export function shouldRetryQuery(failureCount: number, error: unknown) {
  return failureCount < MAX_QUERY_RETRIES && isTransientFailure(error);
}

/**
 * Writes are retried once, and only when the server said it did not take them (503) or never answered: a 500
 * after a write may have committed it.
 */
export function shouldRetryMutation(failureCount: number, error: unknown) {
  if (failureCount >= 1) return false;
  return error instanceof ApiRequestError ? error.status === 503 : true;
}

/** Backoff 1 s doubling, capped at 10 s. `attemptIndex` is 0 for the first retry. */
export function queryRetryDelay(attemptIndex: number) {
  return Math.min(BASE_DELAY_MS * 2 ** attemptIndex, MAX_DELAY_MS);
}
