import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/error-handler';
import { receiveVideoUpload } from '../http/upload';
import { mp4Header } from '../modules/media/media.fixtures';
import { postStreamedMultipart } from '../modules/media/media.test-support';
import { FakeS3Server } from './fake-s3-server';
import { S3Storage } from './s3-storage';

const fake = new FakeS3Server();
let storage: S3Storage;

beforeAll(async () => {
  const endpoint = await fake.start();
  storage = new S3Storage({
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'videos',
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    S3_FORCE_PATH_STYLE: true,
  });
});

afterAll(async () => {
  storage.close();
  await fake.stop();
});

/** `total` bytes in 64 KiB chunks, optionally failing after `failAfter` bytes. */
function generated(total: number, failAfter = Infinity): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= failAfter) return this.destroy(new Error('client went away'));
      if (sent >= total) return this.push(null);
      const size = Math.min(64 * 1024, total - sent);
      this.push(Buffer.alloc(size, sent % 251));
      sent += size;
    },
  });
}

describe('S3Storage against a fake S3 server', () => {
  it('puts a small object in one request, then stats, reads a range and deletes it', async () => {
    const stored = await storage.put(
      'media/a.mp4',
      Readable.from([Buffer.from('0123456789')]),
      'video/mp4',
    );
    expect(stored).toEqual({ key: 'media/a.mp4', size: 10, contentType: 'video/mp4' });
    expect(fake.requests.at(-1)).toBe('PUT');

    const info = await storage.stat('media/a.mp4');
    expect(info).toMatchObject({ size: 10, contentType: 'video/mp4' });
    expect(info!.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(info!.lastModified).toBeInstanceOf(Date);

    expect((await buffer(await storage.read('media/a.mp4'))).toString()).toBe('0123456789');
    expect((await buffer(await storage.read('media/a.mp4', { start: 2, end: 5 }))).toString()).toBe(
      '2345',
    );

    await storage.delete('media/a.mp4');
    expect(await storage.stat('media/a.mp4')).toBeNull();
  });

  it('streams a large body as a multipart upload', async () => {
    const total = 11 * 1024 * 1024 + 123;
    const stored = await storage.put('media/big.mp4', generated(total), 'video/mp4');
    expect(stored.size).toBe(total);
    expect(fake.requests).toContain('POST uploads');
    expect(fake.objects.get('media/big.mp4')!.body.length).toBe(total);
    expect(fake.objects.get('media/big.mp4')!.contentType).toBe('video/mp4');
    expect(fake.pendingUploads.size).toBe(0);
    await storage.delete('media/big.mp4');
  });

  it('aborts the multipart upload and leaves nothing when the body fails mid-way', async () => {
    await expect(
      storage.put('media/broken.mp4', generated(20 * 1024 * 1024, 7 * 1024 * 1024), 'video/mp4'),
    ).rejects.toThrow();
    expect(fake.objects.has('media/broken.mp4')).toBe(false);
    // The first 5 MiB part had gone up: the multipart upload was begun, then aborted.
    expect(fake.requests).toContain('DELETE uploadId');
    expect(fake.pendingUploads.size).toBe(0);
  });

  it('stat of a missing key is null', async () => {
    expect(await storage.stat('media/nothing-here.mp4')).toBeNull();
  });

  it('a video over the limit is refused while streaming and leaves no object or pending upload', async () => {
    const app = express();
    app.post('/upload', async (req, res) => {
      res.status(201).json(
        await receiveVideoUpload(req, {
          storage,
          keyPrefix: 'media/job_video',
          fileField: 'video',
          maxBytes: 6 * 1024 * 1024,
        }),
      );
    });
    app.use(errorHandler(pino({ level: 'silent' })));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/upload`;
      const total = 8 * 1024 * 1024;
      const objectsBefore = fake.objects.size;
      const refused = await postStreamedMultipart(url, {
        field: 'video',
        filename: 'big.mp4',
        head: mp4Header(total),
        total,
      });
      expect(refused.status).toBe(413);
      expect(fake.objects.size).toBe(objectsBefore);
      expect(fake.pendingUploads.size).toBe(0);

      const accepted = await postStreamedMultipart(url, {
        field: 'video',
        filename: 'ok.mp4',
        head: mp4Header(1024),
        total: 1024,
      });
      expect(accepted.status).toBe(201);
      const key = (accepted.body as { file: { key: string } }).file.key;
      expect(fake.objects.get(key)!.contentType).toBe('video/mp4');
      await storage.delete(key);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('signed read URLs', () => {
  const config = {
    S3_ENDPOINT: undefined as string | undefined,
    S3_REGION: 'eu-central-1',
    S3_BUCKET: 'videos',
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    S3_FORCE_PATH_STYLE: true,
    S3_PUBLIC_ENDPOINT: undefined as string | undefined,
  };

  it('serve the object with ranges for the time asked, at the origin the CSP allows', async () => {
    const bytes = Buffer.from('0123456789'.repeat(20));
    await storage.put('pitch-videos/x/video.mp4', Readable.from([bytes]), 'video/mp4');
    const url = new URL(await storage.signedReadUrl('pitch-videos/x/video.mp4', 120));
    expect(url.origin).toBe(storage.signedUrlOrigin);
    expect(url.pathname).toBe('/videos/pitch-videos/x/video.mp4');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('response-cache-control')).toBe('private, max-age=120');
    const before = fake.requests.length;
    const res = await fetch(url, { headers: { Range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('0123456789');
    // Signing asked the server nothing: the one request is the browser's.
    expect(fake.requests.length).toBe(before + 1);
    await storage.delete('pitch-videos/x/video.mp4');
    expect((await fetch(url)).status).toBe(404);
  });

  it('name the public endpoint when browsers reach the bucket elsewhere, and AWS’s own by default', async () => {
    const cases = [
      { ...config, S3_ENDPOINT: 'http://minio:9000', S3_PUBLIC_ENDPOINT: 'https://media.example' },
      config,
      { ...config, S3_FORCE_PATH_STYLE: false },
    ];
    for (const c of cases) {
      const s3 = new S3Storage(c);
      try {
        const url = new URL(await s3.signedReadUrl('k/video.mp4', 60));
        expect(url.origin).toBe(s3.signedUrlOrigin);
      } finally {
        s3.close();
      }
    }
    const first = new S3Storage(cases[0]!);
    expect(first.signedUrlOrigin).toBe('https://media.example');
    first.close();
  });
});
