import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { queryRetryDelay, shouldRetryMutation, shouldRetryQuery } from './retry-policy';

const apiError = (status: number) => new ApiRequestError(status, 'X', 'x');

describe('shouldRetryQuery', () => {
  it('retries network and server errors up to twice', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, apiError(503))).toBe(true);
    expect(shouldRetryQuery(2, apiError(503))).toBe(false);
  });
  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });
});

describe('shouldRetryMutation', () => {
  it('retries a write once, only when it was surely not taken (503 or no answer)', () => {
    expect(shouldRetryMutation(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryMutation(0, apiError(503))).toBe(true);
    expect(shouldRetryMutation(1, apiError(503))).toBe(false);
    for (const status of [400, 401, 403, 429, 500])
      expect(shouldRetryMutation(0, apiError(status))).toBe(false);
  });
});

describe('queryRetryDelay', () => {
  it('starts at 1 s, doubles, and caps at 10 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
