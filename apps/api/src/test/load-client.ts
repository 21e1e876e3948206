import { Agent, request, type ClientRequest } from 'node:http';

/** What one HTTP call to a real server came to: a response, or a network failure (code). */
export type Outcome =
  { kind: 'response'; status: number; body: unknown } | { kind: 'network'; code: string };

export interface CallOptions {
  token?: string;
  body?: unknown;
}

/** A request never answered within this is counted as hung (a failure), not waited on forever. */
const HANG_LIMIT_MS = 60_000;

/**
 * A minimal HTTP client for a server process, with bearer auth and JSON bodies. `fresh: true` opens
 * a new connection per request, so "refused" means the server stopped accepting, not a reused socket.
 */
export class ApiClient {
  private readonly agent: Agent | false;

  constructor(
    readonly baseUrl: string,
    options: { fresh?: boolean } = {},
  ) {
    this.agent = options.fresh ? false : new Agent({ keepAlive: true, maxSockets: 64 });
  }

  call(method: string, path: string, options: CallOptions = {}): Promise<Outcome> {
    const held = this.open(method, path, options);
    held.finish();
    return held.response;
  }

  /**
   * A request in flight: the headers are sent with `Expect: 100-continue` and the body is held back
   * until `finish()`. `accepted` turns true when the server has parsed the headers (its 100 Continue),
   * so the request is provably under way on the server when the test acts; false if it failed first.
   */
  hold(
    method: string,
    path: string,
    options: CallOptions & { body: unknown },
  ): { accepted: Promise<boolean>; response: Promise<Outcome>; finish(): void } {
    return this.open(method, path, options, true);
  }

  /** For setup steps that must succeed: the body on the expected status, else an error saying what came back. */
  async expect<T>(
    status: number,
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<T> {
    const outcome = await this.call(method, path, options);
    if (outcome.kind !== 'response' || outcome.status !== status) {
      throw new Error(`${method} ${path}: expected ${status}, got ${describeOutcome(outcome)}`);
    }
    return outcome.body as T;
  }

  close() {
    if (this.agent) this.agent.destroy();
  }

  private open(method: string, path: string, options: CallOptions, holdBack = false) {
    const payload =
      options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const headers: Record<string, string | number> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    if (holdBack) headers.expect = '100-continue';
    const url = new URL(path, this.baseUrl);
    let req: ClientRequest | undefined;
    let markAccepted: (accepted: boolean) => void = () => {};
    const accepted = new Promise<boolean>((resolve) => (markAccepted = resolve));
    const response = new Promise<Outcome>((resolve) => {
      req = request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path: `${url.pathname}${url.search}`,
          headers,
          agent: this.agent,
        },
        (res) => {
          markAccepted(false);
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          // Cut off after the status line: the server dropped a request it had answered in part.
          res.on('aborted', () => resolve({ kind: 'network', code: 'RESPONSE_CUT_OFF' }));
          res.on('error', () => resolve({ kind: 'network', code: 'RESPONSE_CUT_OFF' }));
          res.on('end', () =>
            resolve({
              kind: 'response',
              status: res.statusCode ?? 0,
              body: parseBody(Buffer.concat(chunks)),
            }),
          );
        },
      );
      req.setTimeout(HANG_LIMIT_MS, () =>
        req!.destroy(Object.assign(new Error('no answer'), { code: 'HUNG' })),
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        markAccepted(false);
        resolve({ kind: 'network', code: error.code ?? error.message });
      });
      req.on('continue', () => markAccepted(true));
      if (holdBack) req.flushHeaders();
    });
    return { accepted, response, finish: () => req!.end(payload) };
  }
}

function parseBody(buffer: Buffer): unknown {
  const text = buffer.toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function describeOutcome(outcome: Outcome): string {
  if (outcome.kind === 'network') return `network error ${outcome.code}`;
  return `${outcome.status} ${JSON.stringify(outcome.body).slice(0, 300)}`;
}

/** The agreed answer while the database is unreachable: 503 in the error shape with this code. */
export function isDatabaseUnavailable(outcome: Outcome): boolean {
  if (outcome.kind !== 'response' || outcome.status !== 503) return false;
  const body = outcome.body as { code?: unknown; message?: unknown } | null;
  return (
    body?.code === 'DATABASE_UNAVAILABLE' &&
    typeof body.message === 'string' &&
    body.message.length > 0
  );
}
