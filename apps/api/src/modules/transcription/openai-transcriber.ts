import { openAsBlob } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Logger } from 'pino';
import type { TranscriptSegment } from '@takeoff/shared/pitch-videos';
import type { Config } from '../../config';
import type { Transcriber, TranscriptionResult } from './transcriber';
import { normaliseLanguage } from './whisper-languages';

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

type TranscriberConfig = Pick<
  Config,
  'TRANSCRIBE_URL' | 'TRANSCRIBE_API_KEY' | 'TRANSCRIBE_MODEL' | 'TRANSCRIBE_TIMEOUT_MS'
>;

/** The OpenAI-compatible client when TRANSCRIBE_URL is set; null (typed or dictated transcripts only) otherwise. */
export function createTranscriber(
  config: TranscriberConfig,
  logger?: Pick<Logger, 'info' | 'warn'>,
): Transcriber | null {
  if (!config.TRANSCRIBE_URL) return null;
  return new OpenAiTranscriber(
    {
      url: config.TRANSCRIBE_URL,
      apiKey: config.TRANSCRIBE_API_KEY ?? null,
      model: config.TRANSCRIBE_MODEL,
      timeoutMs: config.TRANSCRIBE_TIMEOUT_MS,
    },
    logger ?? null,
  );
}

/** How the service is named to candidates and in the start banner: host and model, never a key or credentials. */
export function describeTranscriptionService(
  config: Pick<Config, 'TRANSCRIBE_URL' | 'TRANSCRIBE_MODEL'>,
): string | null {
  return config.TRANSCRIBE_URL
    ? `${transcriptionsUrl(config.TRANSCRIBE_URL).host} (${config.TRANSCRIBE_MODEL})`
    : null;
}

/** The endpoint under a base URL given with or without its `/v1` (OpenAI's own base URL ends in `/v1`). */
export function transcriptionsUrl(base: string): URL {
  const url = new URL(base);
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = `${path.endsWith('/v1') ? path : `${path}/v1`}/audio/transcriptions`;
  url.username = '';
  url.password = '';
  return url;
}

const AUDIO_TYPES: Record<string, string> = {
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.aac': 'audio/aac',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.webm': 'audio/webm',
  '.flac': 'audio/flac',
};

const SEGMENT_TEXT_MAX = 1_000;
// eslint-disable-next-line no-control-regex -- control characters become spaces: captions are plain lines
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const cleanText = (text: string) => text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
const seconds = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : null;

class OpenAiTranscriber implements Transcriber {
  readonly description: string;
  private readonly endpoint: URL;

  constructor(
    private readonly options: {
      url: string;
      apiKey: string | null;
      model: string;
      timeoutMs: number;
    },
    private readonly logger: Pick<Logger, 'info' | 'warn'> | null,
  ) {
    this.endpoint = transcriptionsUrl(options.url);
    this.description = describeTranscriptionService({
      TRANSCRIBE_URL: options.url,
      TRANSCRIBE_MODEL: options.model,
    })!;
  }

  async transcribe(input: { audioPath: string; language?: string }): Promise<TranscriptionResult> {
    const started = Date.now();
    try {
      const result = await this.request(input);
      this.logger?.info(
        {
          service: this.description,
          language: result.language,
          segments: result.segments.length,
          ms: Date.now() - started,
        },
        'transcription done',
      );
      return result;
    } catch (error) {
      const failure =
        error instanceof TranscriptionError
          ? error
          : new TranscriptionError('unreachable', 'The transcription request failed', null, {
              cause: error,
            });
      // The key is never part of the message or the logged fields.
      this.logger?.warn(
        {
          service: this.description,
          kind: failure.kind,
          status: failure.status,
          ms: Date.now() - started,
        },
        failure.message,
      );
      throw failure;
    }
  }

  private async request(input: {
    audioPath: string;
    language?: string;
  }): Promise<TranscriptionResult> {
    let audio: Blob;
    try {
      // A lazily read file: the body streams from disk instead of being held in memory.
      audio = await openAsBlob(input.audioPath, {
        type: AUDIO_TYPES[extname(input.audioPath).toLowerCase()] ?? 'application/octet-stream',
      });
    } catch (error) {
      throw new TranscriptionError('audio_unreadable', 'The audio file could not be read', null, {
        cause: error,
      });
    }
    const form = new FormData();
    form.append('file', audio, basename(input.audioPath));
    form.append('model', this.options.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'segment');
    const hint = normaliseLanguage(input.language);
    if (hint && /^[a-z]{2}$/.test(hint)) form.append('language', hint);

    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let body: string;
    let status: number;
    try {
      const res = await fetch(this.endpoint, { method: 'POST', headers, body: form, signal });
      status = res.status;
      body = await res.text();
    } catch (error) {
      if (signal.aborted)
        throw new TranscriptionError(
          'timeout',
          `The transcription service did not answer within ${this.options.timeoutMs} ms`,
          null,
          { cause: error },
        );
      throw new TranscriptionError(
        'unreachable',
        `The transcription service at ${this.endpoint.host} could not be reached`,
        null,
        { cause: error },
      );
    }
    if (status < 200 || status > 299) throw statusError(status, body);
    return parseResponse(body);
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
    return reason ? cleanText(reason).slice(0, 200) : null;
  } catch {
    return null;
  }
}

function statusError(status: number, body: string): TranscriptionError {
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

/** verbose_json's language and segments; a service that gives only `text` yields one segment over the whole audio. */
export function parseResponse(body: string): TranscriptionResult {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new TranscriptionError(
      'invalid_response',
      'The transcription service answered with something that is not JSON',
      null,
      { cause: error },
    );
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new TranscriptionError(
      'invalid_response',
      'The transcription service answered without a transcript',
    );
  const response = json as {
    language?: unknown;
    text?: unknown;
    segments?: unknown;
    duration?: unknown;
  };
  if (typeof response.text !== 'string' && !Array.isArray(response.segments))
    throw new TranscriptionError(
      'invalid_response',
      'The transcription service answered without a transcript',
    );

  const segments: TranscriptSegment[] = [];
  for (const raw of Array.isArray(response.segments) ? response.segments : []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { start, end, text } = raw as { start?: unknown; end?: unknown; text?: unknown };
    const from = seconds(start);
    const to = seconds(end);
    const words = typeof text === 'string' ? cleanText(text) : '';
    if (from == null || to == null || words === '') continue;
    segments.push(...spread(words, from, Math.max(from, to)));
  }
  if (segments.length === 0 && typeof response.text === 'string') {
    const whole = cleanText(response.text);
    // No timings from the service: the only span known is the whole audio (its duration when reported).
    if (whole !== '') segments.push(...spread(whole, 0, seconds(response.duration) ?? 0));
  }
  return { language: normaliseLanguage(response.language), segments };
}

/**
 * One segment, or several when the text is longer than a segment may hold (TranscriptSegment's limit), cut between
 * words and given shares of the span by length, so no word is lost.
 */
function spread(text: string, start: number, end: number): TranscriptSegment[] {
  if (text.length <= SEGMENT_TEXT_MAX) return [{ start, end, text }];
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > SEGMENT_TEXT_MAX) {
    const cut = rest.lastIndexOf(' ', SEGMENT_TEXT_MAX);
    const at = cut > 0 ? cut : SEGMENT_TEXT_MAX;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest !== '') pieces.push(rest);
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
  let from = start;
  return pieces.map((piece, index) => {
    const to = index === pieces.length - 1 ? end : from + ((end - start) * piece.length) / total;
    const segment = { start: from, end: to, text: piece };
    from = to;
    return segment;
  });
}
