import { ApiRequestError } from './api-client';

export const MAX_QUERY_RETRIES = 2;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 10_000;

/** Seeds §9: up to 2 retries, none for 4xx except 401 and 403. */
export function shouldRetryQuery(failureCount: number, error: unknown) {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return error.status === 401 || error.status === 403;
  }
  return true;
}

/** Backoff 1 s doubling, capped at 10 s. `attemptIndex` is 0 for the first retry. */
export function queryRetryDelay(attemptIndex: number) {
  return Math.min(BASE_DELAY_MS * 2 ** attemptIndex, MAX_DELAY_MS);
}
