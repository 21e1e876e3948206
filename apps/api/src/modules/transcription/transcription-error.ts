import { escapeControlCharacters } from '@takeoff/shared/plain-text';

/** Why a transcription failed; `retryable` kinds may succeed on a later attempt of the job. */
export type TranscriptionFailureKind =
  | 'unauthorized'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable'
  | 'rejected'
  | 'invalid_response'
  | 'timeout'
  | 'unreachable'
  | 'audio_unreadable';

const RETRYABLE: ReadonlySet<TranscriptionFailureKind> = new Set([
  'rate_limited',
  'unavailable',
  'timeout',
  'unreachable',
]);

export class TranscriptionError extends Error {
  constructor(
    readonly kind: TranscriptionFailureKind,
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TranscriptionError';
  }

  get retryable() {
    return RETRYABLE.has(this.kind);
  }
}

/** The service's own reason, when it gives one in OpenAI's (`error.message`) or FastAPI's (`detail`) shape. */
function serviceReason(body: string): string | null {
  try {
    const json = JSON.parse(body) as { error?: { message?: unknown } | string; detail?: unknown };
    const reason =
      typeof json.error === 'string'
        ? json.error
        : typeof json.error?.message === 'string'
          ? json.error.message
          : typeof json.detail === 'string'
            ? json.detail
            : null;
    return reason ? escapeControlCharacters(reason.trim()).slice(0, 200) : null;
  } catch {
    return null;
  }
}

export function statusError(status: number, body: string): TranscriptionError {
  const reason = serviceReason(body);
  const suffix = reason ? `: ${reason}` : '';
  if (status === 401 || status === 403)
    return new TranscriptionError(
      'unauthorized',
      `The transcription service refused the credentials (HTTP ${status}); check TRANSCRIBE_API_KEY${suffix}`,
      status,
    );
  if (status === 413)
    return new TranscriptionError(
      'too_large',
      `The transcription service refused the audio as too large (HTTP 413)${suffix}`,
      status,
    );
  if (status === 429)
    return new TranscriptionError(
      'rate_limited',
      `The transcription service is rate-limiting or out of quota (HTTP 429)${suffix}`,
      status,
    );
  if (status >= 500)
    return new TranscriptionError(
      'unavailable',
      `The transcription service failed (HTTP ${status})${suffix}`,
      status,
    );
  return new TranscriptionError(
    'rejected',
    `The transcription service rejected the request (HTTP ${status})${suffix}`,
    status,
  );
}
