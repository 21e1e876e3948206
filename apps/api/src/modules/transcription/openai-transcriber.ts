import { openAsBlob } from 'node:fs';
import { basename, extname } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Transcriber, TranscriptionResult } from './transcriber';
import { statusError, TranscriptionError } from './transcription-error';
import { parseResponse } from './transcription-response';
import { normaliseLanguage } from './whisper-languages';

export { TranscriptionError, type TranscriptionFailureKind } from './transcription-error';

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
