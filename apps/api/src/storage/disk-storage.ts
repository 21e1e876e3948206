import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, rename } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { ObjectStat, Storage, StoredObject } from './storage';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/;

/** Files under a root folder; content types are kept in a sidecar so stat needs no guessing. */
export class DiskStorage implements Storage {
  readonly kind = 'disk' as const;
  constructor(private readonly root: string) {}

  private file(key: string) {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable, contentType: string): Promise<StoredObject> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(body, createWriteStream(temp));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${target}.meta`, JSON.stringify({ contentType }));
    const { size } = await stat(target);
    return { key, size, contentType };
  }

  async stat(key: string): Promise<ObjectStat | null> {
    const target = this.file(key);
    try {
      const info = await stat(target);
      const { readFile } = await import('node:fs/promises');
      const meta = JSON.parse(await readFile(`${target}.meta`, 'utf8').catch(() => '{}')) as {
        contentType?: string;
      };
      return {
        size: info.size,
        contentType: meta.contentType ?? 'application/octet-stream',
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    } catch {
      return null;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    return createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    const target = this.file(key);
    await rm(target, { force: true });
    await rm(`${target}.meta`, { force: true });
  }
}
