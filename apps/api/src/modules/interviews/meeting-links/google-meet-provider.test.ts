import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { MeetingLinks } from './meeting-links';

// A local fake of Google's token endpoint and Calendar API: the real one is never called in tests.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
let server: Server;
let base = '';
let tokenRequests = 0;
let inserted: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let failCalendar = false;
let pendingFirst = false;
let gets = 0;

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

/** The fake's answers: the token exchange, event inserts and the pending-conference poll. */
async function fakeGoogle(req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req);
  if (req.url === '/token' && req.method === 'POST') {
    tokenRequests++;
    const form = new URLSearchParams(body);
    const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
    const verify = createVerify('RSA-SHA256');
    verify.update(`${header}.${claims}`);
    const valid =
      form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
      verify.verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
    const payload = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString() || '{}');
    if (
      !valid ||
      payload.iss !== 'svc@test.iam.gserviceaccount.com' ||
      payload.aud !== `${base}/token`
    ) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ access_token: 'fake-access-token', expires_in: 3600 }));
    return;
  }
  if (req.url?.startsWith('/calendar/v3/calendars/') && req.method === 'POST') {
    inserted.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
    if (pendingFirst) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'evt-pending',
          conferenceData: { createRequest: { status: { statusCode: 'pending' } } },
        }),
      );
      return;
    }
    if (failCalendar) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'evt1',
        hangoutLink: `https://meet.google.com/abc-defg-${String(inserted.length).padStart(3, '0')}`,
      }),
    );
    return;
  }
  if (
    req.url === '/calendar/v3/calendars/team%40example.com/events/evt-pending' &&
    req.method === 'GET'
  ) {
    gets++;
    const ready = gets >= 2;
    const conferenceData = ready
      ? {
          createRequest: { status: { statusCode: 'success' } },
          entryPoints: [{ entryPointType: 'video', uri: 'https://meet.google.com/pen-ding-xyz' }],
        }
      : { createRequest: { status: { statusCode: 'pending' } } };
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id: 'evt-pending', conferenceData }));
    return;
  }
  res.writeHead(404).end();
}

beforeAll(async () => {
  // A fault in the fake answers 500, which the test then reports, rather than an unhandled rejection.
  server = createServer((req, res) => {
    fakeGoogle(req, res).catch((error: Error) => res.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const links = () =>
  new MeetingLinks(
    {
      JITSI_BASE_URL: 'https://meet.jit.si',
      GOOGLE_CLIENT_EMAIL: 'svc@test.iam.gserviceaccount.com',
      // As it arrives from an environment variable: newlines escaped.
      GOOGLE_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      GOOGLE_CALENDAR_ID: 'team@example.com',
      GOOGLE_API_BASE_URL: base,
      GOOGLE_TOKEN_URL: `${base}/token`,
    },
    pino({ level: 'silent' }),
  );

describe('Google Meet provider', () => {
  it('signs a service-account JWT, inserts an event with a Meet createRequest and returns its hangoutLink', async () => {
    inserted = [];
    tokenRequests = 0;
    const provider = links();
    const startsAt = new Date('2031-01-02T10:00:00.000Z');
    const first = await provider.generate('default', {
      title: 'Interview: Designer',
      startsAt,
      durationMinutes: 45,
    });
    const second = await provider.generate('google', {
      title: 'Interview: Designer',
      startsAt,
      durationMinutes: 45,
    });
    expect(first).toEqual({ url: 'https://meet.google.com/abc-defg-001', provider: 'google' });
    expect(second.url).toBe('https://meet.google.com/abc-defg-002');
    expect(tokenRequests).toBe(1); // the access token is reused until it expires
    const call = inserted[0]!;
    expect(call.url).toBe(
      '/calendar/v3/calendars/team%40example.com/events?conferenceDataVersion=1',
    );
    expect(call.auth).toBe('Bearer fake-access-token');
    expect(call.body).toMatchObject({
      summary: 'Interview: Designer',
      start: { dateTime: '2031-01-02T10:00:00.000Z' },
      end: { dateTime: '2031-01-02T10:45:00.000Z' },
      conferenceData: { createRequest: { conferenceSolutionKey: { type: 'hangoutsMeet' } } },
    });
    const requestIds = inserted.map(
      (i) =>
        (i.body.conferenceData as { createRequest: { requestId: string } }).createRequest.requestId,
    );
    expect(new Set(requestIds).size).toBe(2);
  });

  it('still makes Jitsi rooms on request, and reports a failing Calendar API as the seeds message', async () => {
    const provider = links();
    expect(
      (await provider.generate('jitsi', { title: 't', startsAt: new Date(), durationMinutes: 30 }))
        .provider,
    ).toBe('jitsi');
    failCalendar = true;
    await expect(
      provider.generate('google', { title: 't', startsAt: new Date(), durationMinutes: 30 }),
    ).rejects.toMatchObject({ status: 502, message: 'Failed to generate meeting link' });
    failCalendar = false;
  });

  it('is offered, and the default, only when configured', () => {
    expect(links().available).toEqual({ providers: ['jitsi', 'google'], default: 'google' });
  });

  it('waits for a conference Google is still creating', async () => {
    pendingFirst = true;
    gets = 0;
    const result = await links().generate('google', {
      title: 't',
      startsAt: new Date(),
      durationMinutes: 30,
    });
    pendingFirst = false;
    expect(result).toEqual({ url: 'https://meet.google.com/pen-ding-xyz', provider: 'google' });
    expect(gets).toBe(2);
  });
});
