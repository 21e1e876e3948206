import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { queryRetryDelay, shouldRetryQuery } from './retry-policy';

const apiError = (status: number) => new ApiRequestError(status, 'X', 'x');

describe('shouldRetryQuery', () => {
  it('retries network and server errors up to twice', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, apiError(503))).toBe(true);
    expect(shouldRetryQuery(2, apiError(503))).toBe(false);
  });
  it('does not retry 4xx except 401 and 403', () => {
    expect(shouldRetryQuery(0, apiError(400))).toBe(false);
    expect(shouldRetryQuery(0, apiError(404))).toBe(false);
    expect(shouldRetryQuery(0, apiError(429))).toBe(false);
    expect(shouldRetryQuery(0, apiError(401))).toBe(true);
    expect(shouldRetryQuery(0, apiError(403))).toBe(true);
  });
});

describe('queryRetryDelay', () => {
  it('starts at 1 s, doubles, and caps at 10 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
