import { Readable, Transform, pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config';
import type { ObjectStat, Storage, StoredObject } from './storage';

export type S3StorageConfig = Pick<
  Config,
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_ENDPOINT'
>;

/** 5 MiB is S3's smallest part; two in flight bound an upload's memory to about 10 MiB. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NotFound' ||
    error.name === 'NoSuchKey');

/** S3-compatible object storage (AWS, MinIO, Garage, …) configured through the S3_* variables. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  /** Signs URLs for browsers: the same bucket and keys, at the address browsers reach it by. */
  private readonly signer: S3Client;
  private readonly bucket: string;
  readonly signedUrlOrigin: string;

  constructor(config: S3StorageConfig) {
    if (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
      throw new Error('S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    this.bucket = config.S3_BUCKET;
    const clientFor = (endpoint: string | undefined) =>
      new S3Client({
        region: config.S3_REGION,
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        credentials: {
          accessKeyId: config.S3_ACCESS_KEY_ID!,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
        },
        // Many S3-compatible servers reject the SDK's default streaming checksum trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
    this.client = clientFor(config.S3_ENDPOINT);
    const publicEndpoint = config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT;
    this.signer = clientFor(publicEndpoint);
    const base = new URL(publicEndpoint ?? `https://s3.${config.S3_REGION}.amazonaws.com`);
    if (!config.S3_FORCE_PATH_STYLE) base.hostname = `${this.bucket}.${base.hostname}`;
    this.signedUrlOrigin = base.origin;
  }

  async put(key: string, body: Readable, contentType: string): Promise<StoredObject> {
    let size = 0;
    // Counting through a Transform (not a 'data' listener) keeps the body paused until the SDK reads it;
    // pipeline carries an error of the body into `counted`, so the upload fails with it.
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    pipeline(body, counted, () => {});
    // `Upload` sends one PutObject for small bodies, a multipart upload otherwise; with
    // leavePartsOnError false it aborts the multipart upload when the body or a part fails.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
    return { key, size, contentType };
  }

  async stat(key: string): Promise<ObjectStat | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        etag: head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`,
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const result = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    // In Node the SDK's body is an http.IncomingMessage, i.e. a Readable.
    if (!(result.Body instanceof Readable))
      throw new Error(`S3 returned no readable body for ${key}`);
    return result.Body;
  }

  /**
   * A presigned GET (SigV4, query string) of the object, valid `expiresInSeconds`. Nothing is sent: signing is
   * local. The answer tells browsers to keep it no longer than the URL works.
   */
  signedReadUrl(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(
      this.signer,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseCacheControl: `private, max-age=${expiresInSeconds}`,
      }),
      { expiresIn: expiresInSeconds },
    );
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Closes the SDK's sockets (tests, shutdown). */
  close() {
    this.client.destroy();
    this.signer.destroy();
  }
}
