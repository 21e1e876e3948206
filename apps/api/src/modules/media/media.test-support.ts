import { request } from 'node:http';
import { Readable } from 'node:stream';

export interface StreamedFile {
  field: string;
  filename: string;
  /** The first bytes (a container header); `total - head.length` filler bytes follow. */
  head: Buffer;
  total: number;
}

/**
 * Posts a multipart form whose file is generated while sending (one reused 64 KiB chunk), so a
 * test can upload tens of megabytes without holding them: what the server holds is what we measure.
 */
export function postStreamedMultipart(
  url: string,
  file: StreamedFile,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const boundary = `----takeoff${Date.now().toString(16)}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(64 * 1024, 0x2a);
  let remaining = file.total - file.head.length;
  let stage: 'head' | 'filler' | 'done' = 'head';
  const body = new Readable({
    read() {
      if (stage === 'head') {
        stage = 'filler';
        this.push(Buffer.concat([preamble, file.head]));
      } else if (stage === 'filler' && remaining > 0) {
        const size = Math.min(filler.length, remaining);
        remaining -= size;
        this.push(size === filler.length ? filler : filler.subarray(0, size));
      } else if (stage === 'filler') {
        stage = 'done';
        this.push(epilogue);
      } else {
        this.push(null);
      }
    },
  });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as unknown) : null,
          });
        });
      },
    );
    req.on('error', reject);
    body.pipe(req);
  });
}
