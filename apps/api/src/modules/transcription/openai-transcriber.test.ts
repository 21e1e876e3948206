import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTranscriber, TranscriptionError, transcriptionsUrl } from './openai-transcriber';
import { normaliseLanguage } from './whisper-languages';

// A local server speaking OpenAI's /v1/audio/transcriptions: the client's real HTTP path, never a hosted service.
interface Received {
  path: string | undefined;
  authorization: string | undefined;
  fields: Record<string, string[]>;
  file: { name: string; type: string; bytes: Buffer } | null;
}
let server: Server;
let base = '';
let dir = '';
let audioPath = '';
const AUDIO = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0xff, 0xfb, 0x90, 0x64, 0x00, 0x0d, 0x0a]);
let received: Received[] = [];
let respond: (res: ServerResponse) => void = () => {};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Parses the multipart body with the platform's own parser (what a real server's framework does). */
async function parseMultipart(req: IncomingMessage, body: Buffer): Promise<Received> {
  const form = await new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body,
  }).formData();
  const fields: Record<string, string[]> = {};
  let file: Received['file'] = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') (fields[key] ??= []).push(value);
    else
      file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return { path: req.url, authorization: req.headers.authorization, fields, file };
}

const json = (status: number, body: unknown) => (res: ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const config = (overrides: Partial<Parameters<typeof createTranscriber>[0]> = {}) => ({
  TRANSCRIBE_URL: base,
  TRANSCRIBE_API_KEY: undefined,
  TRANSCRIBE_MODEL: 'Systran/faster-whisper-small',
  TRANSCRIBE_TIMEOUT_MS: 5_000,
  ...overrides,
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'takeoff-transcriber-'));
  audioPath = join(dir, 'pitch-audio.mp3');
  await writeFile(audioPath, AUDIO);
  // A fault in the fake answers 500, which the test then reports, rather than an unhandled rejection.
  server = createServer((req, res) => {
    readBody(req)
      .then(async (body) => {
        if (req.method === 'POST' && req.url === '/v1/audio/transcriptions')
          received.push(await parseMultipart(req, body));
        respond(res);
      })
      .catch((error: Error) => res.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  received = [];
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranscriptionError);
  return error as TranscriptionError;
};

describe('createTranscriber', () => {
  it('is null when no service is configured', () => {
    expect(createTranscriber(config({ TRANSCRIBE_URL: undefined }))).toBeNull();
  });

  it('describes the service by host and model, never by its key or credentials', () => {
    const t = createTranscriber(
      config({ TRANSCRIBE_URL: 'https://user:pw@stt.example.com/v1', TRANSCRIBE_API_KEY: 'sk-x' }),
    )!;
    expect(t.description).toBe('stt.example.com (Systran/faster-whisper-small)');
  });

  it('posts to /v1/audio/transcriptions under a base URL given with or without /v1', () => {
    expect(transcriptionsUrl('http://speaches:8000').href).toBe(
      'http://speaches:8000/v1/audio/transcriptions',
    );
    expect(transcriptionsUrl('https://api.openai.com/v1/').href).toBe(
      'https://api.openai.com/v1/audio/transcriptions',
    );
    expect(transcriptionsUrl('https://proxy.example.com/whisper').href).toBe(
      'https://proxy.example.com/whisper/v1/audio/transcriptions',
    );
  });
});

describe('transcribe', () => {
  it('sends the audio file, the model and verbose_json with segment timestamps, and reads the segments', async () => {
    respond = json(200, {
      task: 'transcribe',
      language: 'english',
      duration: 9.5,
      text: ' I built the booking system. I lead a team of four.',
      segments: [
        { id: 0, seek: 0, start: 0, end: 4.2, text: ' I built the booking system.', tokens: [1] },
        { id: 1, seek: 0, start: 4.2, end: 9.5, text: ' I lead a team of four.', tokens: [2] },
      ],
    });
    const t = createTranscriber(config({ TRANSCRIBE_API_KEY: 'sk-test-key' }))!;
    const result = await t.transcribe({ audioPath, language: 'en' });

    expect(result).toEqual({
      language: 'en',
      segments: [
        { start: 0, end: 4.2, text: 'I built the booking system.' },
        { start: 4.2, end: 9.5, text: 'I lead a team of four.' },
      ],
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.authorization).toBe('Bearer sk-test-key');
    expect(request!.fields).toEqual({
      model: ['Systran/faster-whisper-small'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['segment'],
      language: ['en'],
    });
    expect(request!.file!.name).toBe('pitch-audio.mp3');
    expect(request!.file!.type).toBe('audio/mpeg');
    expect(request!.file!.bytes.equals(AUDIO)).toBe(true);
  });

  it('sends no key and no language when it has neither', async () => {
    respond = json(200, { language: 'el', text: 'Γεια σας', segments: [] });
    await createTranscriber(config())!.transcribe({ audioPath });
    expect(received[0]!.authorization).toBeUndefined();
    expect(received[0]!.fields.language).toBeUndefined();
  });

  it('gives one segment over the whole audio when the service returns only text', async () => {
    respond = json(200, {
      text: '  Καλησπέρα, είμαι η Νίκη.  ',
      language: 'greek',
      duration: 3.25,
    });
    const result = await createTranscriber(config())!.transcribe({ audioPath });
    expect(result).toEqual({
      language: 'el',
      segments: [{ start: 0, end: 3.25, text: 'Καλησπέρα, είμαι η Νίκη.' }],
    });
  });

  it('splits a text longer than a segment holds between words, losing none', async () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    respond = json(200, { text: words, duration: 120 });
    const { segments } = await createTranscriber(config())!.transcribe({ audioPath });
    expect(segments.length).toBeGreaterThan(1);
    expect(segments.every((s) => s.text.length <= 1_000 && s.end >= s.start)).toBe(true);
    expect(segments.map((s) => s.text).join(' ')).toBe(words);
    expect(segments[0]!.start).toBe(0);
    expect(segments.at(-1)!.end).toBe(120);
  });

  it('skips empty segments and keeps times in order', async () => {
    respond = json(200, {
      language: 'en',
      text: 'Hello there',
      segments: [
        { start: 0, end: 1, text: '   ' },
        { start: 1, end: 0.5, text: 'Hello\nthere' },
        { start: 'x', end: 2, text: 'bad time' },
      ],
    });
    const { segments } = await createTranscriber(config())!.transcribe({ audioPath });
    expect(segments).toEqual([{ start: 1, end: 1, text: 'Hello there' }]);
  });

  it('says the credentials were refused on 401, without the key in the message', async () => {
    respond = json(401, {
      error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
    });
    const error = await failure(
      createTranscriber(config({ TRANSCRIBE_API_KEY: 'sk-secret-123' }))!.transcribe({ audioPath }),
    );
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('TRANSCRIBE_API_KEY');
    expect(error.message).not.toContain('sk-secret-123');
  });

  it('reports a server failure (500) as unavailable and retryable', async () => {
    respond = (res) => res.writeHead(500).end('Internal Server Error');
    const error = await failure(createTranscriber(config())!.transcribe({ audioPath }));
    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(500);
    expect(error.retryable).toBe(true);
  });

  it('tells 413 and 429 apart', async () => {
    respond = json(413, { detail: 'File too large' });
    const tooLarge = await failure(createTranscriber(config())!.transcribe({ audioPath }));
    expect(tooLarge.kind).toBe('too_large');
    expect(tooLarge.message).toContain('File too large');
    respond = json(429, { error: { message: 'Rate limit reached' } });
    const limited = await failure(createTranscriber(config())!.transcribe({ audioPath }));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryable).toBe(true);
  });

  it('gives up on a slow service after the time-out', async () => {
    respond = (res) => setTimeout(() => json(200, { text: 'late' })(res), 2_000);
    const started = Date.now();
    const error = await failure(
      createTranscriber(config({ TRANSCRIBE_TIMEOUT_MS: 200 }))!.transcribe({ audioPath }),
    );
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('refuses an answer that is not JSON', async () => {
    respond = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops');
    const error = await failure(createTranscriber(config())!.transcribe({ audioPath }));
    expect(error.kind).toBe('invalid_response');
  });

  it('refuses JSON without a transcript', async () => {
    respond = json(200, { hello: 'world' });
    const error = await failure(createTranscriber(config())!.transcribe({ audioPath }));
    expect(error.kind).toBe('invalid_response');
  });

  it('says when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(
      createTranscriber(config({ TRANSCRIBE_URL: `http://127.0.0.1:${port}` }))!.transcribe({
        audioPath,
      }),
    );
    expect(error.kind).toBe('unreachable');
  });

  it('says when the audio file cannot be read', async () => {
    const error = await failure(
      createTranscriber(config())!.transcribe({ audioPath: join(dir, 'missing.mp3') }),
    );
    expect(error.kind).toBe('audio_unreadable');
    expect(received).toHaveLength(0);
  });
});

describe('normaliseLanguage', () => {
  it("maps Whisper's language names and codes to ISO 639-1", () => {
    expect(normaliseLanguage('english')).toBe('en');
    expect(normaliseLanguage('Greek')).toBe('el');
    expect(normaliseLanguage('el')).toBe('el');
    expect(normaliseLanguage('en-US')).toBe('en');
    expect(normaliseLanguage('pt_BR')).toBe('pt');
    expect(normaliseLanguage('jw')).toBe('jv');
    expect(normaliseLanguage('haitian creole')).toBe('ht');
    expect(normaliseLanguage('')).toBeNull();
    expect(normaliseLanguage('klingon language')).toBeNull();
    expect(normaliseLanguage(42)).toBeNull();
  });
});

describe('configuration', () => {
  it('reads the transcription settings, with the speaches default model and a two-minute time-out', async () => {
    const { loadConfig } = await import('../../config');
    const unset = loadConfig({ NODE_ENV: 'test', TRANSCRIBE_URL: '', TRANSCRIBE_MODEL: '' });
    expect(unset.TRANSCRIBE_URL).toBeUndefined();
    expect(unset.TRANSCRIBE_MODEL).toBe('Systran/faster-whisper-small');
    expect(unset.TRANSCRIBE_TIMEOUT_MS).toBe(120_000);
    expect(
      loadConfig({ NODE_ENV: 'test', TRANSCRIBE_URL: 'http://speaches:8000' }).TRANSCRIBE_URL,
    ).toBe('http://speaches:8000');
    expect(() => loadConfig({ NODE_ENV: 'test', TRANSCRIBE_URL: 'ftp://speaches' })).toThrow(
      /TRANSCRIBE_URL/,
    );
  });
});
