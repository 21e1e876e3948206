import path from 'node:path';
import type { Config } from '../config';
import { DiskStorage } from './disk-storage';
import type { Storage } from './storage';

export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage(config);
  }
  return new DiskStorage(path.resolve(config.DATA_DIR, 'uploads'));
}
