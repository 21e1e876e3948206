import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
}

export interface ObjectStat {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

/** Where video files live: local disk by default, S3-compatible object storage when configured. */
export interface Storage {
  readonly kind: 'disk' | 's3';
  /** Streams `body` to `key`; rejects (and leaves nothing behind) if the stream errors. */
  put(key: string, body: Readable, contentType: string): Promise<StoredObject>;
  stat(key: string): Promise<ObjectStat | null>;
  /** A readable for the whole object or an inclusive byte range. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  delete(key: string): Promise<void>;
  /**
   * Object storage only: a URL a browser can GET the object from (with ranges) for `expiresInSeconds`, without
   * the API in between. Callers check access first.
   */
  signedReadUrl?(key: string, expiresInSeconds: number): Promise<string>;
  /** The origin of those URLs (the Content-Security-Policy lets media and images load from it). */
  readonly signedUrlOrigin?: string;
}
