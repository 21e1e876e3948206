import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/**
 * A tiny path-style S3 look-alike for tests (127.0.0.1, random port): just the calls S3Storage and
 * lib-storage make. It checks no signatures; it records every request so tests can see what happened.
 */
export class FakeS3Server {
  readonly objects = new Map<string, FakeObject>();
  /** Multipart uploads begun and neither completed nor aborted. */
  readonly pendingUploads = new Map<
    string,
    { key: string; contentType: string; parts: Map<number, Buffer> }
  >();
  readonly requests: string[] = [];
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: Error) =>
        this.error(res, 500, 'InternalError', error.message),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, _bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const uploadId = url.searchParams.get('uploadId');
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    this.requests.push(
      `${method} ${[...url.searchParams.keys()].filter((k) => k !== 'x-id').join(',')}`.trim(),
    );

    if (method === 'POST' && url.searchParams.has('uploads')) {
      const id = randomUUID();
      this.pendingUploads.set(id, {
        key,
        contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        parts: new Map(),
      });
      return this.xml(
        res,
        `<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (uploadId) {
      const upload = this.pendingUploads.get(uploadId);
      if (!upload) return this.error(res, 404, 'NoSuchUpload', 'No such upload');
      if (method === 'PUT') {
        const partNumber = Number(url.searchParams.get('partNumber'));
        upload.parts.set(partNumber, body);
        res.setHeader('ETag', etagOf(body));
        return res.end();
      }
      if (method === 'DELETE') {
        this.pendingUploads.delete(uploadId);
        res.statusCode = 204;
        return res.end();
      }
      if (method === 'POST') {
        const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
        this.store(
          key,
          Buffer.concat(numbers.map((n) => upload.parts.get(n)!)),
          upload.contentType,
        );
        this.pendingUploads.delete(uploadId);
        return this.xml(
          res,
          `<CompleteMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><ETag>${this.objects.get(key)!.etag}</ETag></CompleteMultipartUploadResult>`,
        );
      }
    }
    if (method === 'PUT') {
      const stored = this.store(
        key,
        body,
        String(req.headers['content-type'] ?? 'application/octet-stream'),
      );
      res.setHeader('ETag', stored.etag);
      return res.end();
    }
    if (method === 'DELETE') {
      this.objects.delete(key);
      res.statusCode = 204;
      return res.end();
    }
    const object = this.objects.get(key);
    if (!object)
      return this.error(
        res,
        404,
        'NoSuchKey',
        'The specified key does not exist.',
        method === 'HEAD',
      );
    res.setHeader('ETag', object.etag);
    res.setHeader('Last-Modified', object.lastModified.toUTCString());
    res.setHeader('Content-Type', object.contentType);
    let content = object.body;
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), object.body.length - 1);
      content = object.body.subarray(start, end + 1);
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${object.body.length}`);
    }
    res.setHeader('Content-Length', String(content.length));
    res.end(method === 'HEAD' ? undefined : content);
  }

  private store(key: string, body: Buffer, contentType: string) {
    const object = { body, contentType, etag: etagOf(body), lastModified: new Date() };
    this.objects.set(key, object);
    return object;
  }

  private xml(res: ServerResponse, xml: string) {
    res.setHeader('Content-Type', 'application/xml');
    res.end(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
  }

  private error(
    res: ServerResponse,
    status: number,
    code: string,
    message: string,
    noBody = false,
  ) {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/xml');
    res.end(
      noBody
        ? undefined
        : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
  }
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
