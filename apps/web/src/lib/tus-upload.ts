import type { DetailedError } from 'tus-js-client';
import { ApiRequestError } from './api-client';

// What every tus upload of the SPA shares (pitch videos, video answers): the retry schedule and the refusal in words.

/** After a dropped connection, try again at these delays (ms); past them the upload stops and says so. */
export const UPLOAD_RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000];
/** Parts of 5 MB: a phone that loses its connection resends at most one part. */
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

export type UploadPhase = 'idle' | 'uploading' | 'done' | 'failed';

/** A refusal from the tus server (or the network), as the API client's error so it reads in words. */
export function uploadError(error: Error): ApiRequestError | Error {
  const response = (error as Partial<DetailedError>).originalResponse;
  if (!response) return error;
  const status = response.getStatus();
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string')
      return new ApiRequestError(
        status,
        typeof body.code === 'string' ? body.code : 'UNKNOWN',
        body.message,
      );
  } catch {
    // Not JSON (a proxy's page): the status alone.
  }
  return new ApiRequestError(status, 'UNKNOWN', '');
}
