import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { Request } from 'express';
import busboy from 'busboy';
import { MAX_VIDEO_BYTES, MESSAGES } from '@takeoff/shared/constants';
import type { Storage, StoredObject } from '../storage/storage';
import { AppError } from './app-error';
import { readHead, sniffVideoType } from './upload-sniff';

export interface ReceiveVideoOptions {
  storage: Storage;
  /** Folder of the stored object, e.g. `media/job_video`; the name is a random UUID. */
  keyPrefix: string;
  fileField: string;
  maxBytes?: number;
  /** A request without the file is refused (400) instead of returning `file: null`. */
  required?: boolean;
  /** How many text fields may come with the file (default 20). */
  maxFields?: number;
  /** Longest text field value, in bytes (default 64 KiB). */
  maxFieldBytes?: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: StoredObject | null;
}

export const videoTooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, MESSAGES.videoTooLarge);
export const videoInvalidType = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, MESSAGES.videoInvalidType);
const badForm = (message: string) => AppError.badRequest(message, 'BAD_REQUEST');

/**
 * Streams a multipart request's one video file to storage while it arrives: only the first
 * few KB (to recognise the container from its bytes) are ever held in memory, and the size limit
 * is enforced by the parser as bytes flow. On any refusal nothing stays in storage. The promise
 * settles only after the whole request was read, so the client always receives the answer.
 */
export function receiveVideoUpload(
  req: Request,
  options: ReceiveVideoOptions,
): Promise<ReceivedUpload> {
  const maxFields = options.maxFields ?? 20;
  if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')) {
    return Promise.reject(
      new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Expected a multipart/form-data request'),
    );
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        files: 1,
        fields: maxFields,
        parts: maxFields + 1,
        fieldSize: options.maxFieldBytes ?? 64 * 1024,
        fieldNameSize: 100,
        // busboy signals 'limit' on REACHING fileSize, so allow one byte more: exactly maxBytes is accepted.
        fileSize: (options.maxBytes ?? MAX_VIDEO_BYTES) + 1,
      },
    });
  } catch {
    return Promise.reject(badForm('Malformed multipart request'));
  }

  return new Promise<ReceivedUpload>((resolve, reject) => {
    // A Map, not an object: a field named `__proto__` must stay a plain entry.
    const fields = new Map<string, string>();
    let failure: Error | null = null;
    let fileStream: Readable | null = null;
    let fileWork: Promise<StoredObject | null> = Promise.resolve(null);
    let settled = false;
    const fail = (error: Error) => {
      failure ??= error;
    };

    const finish = async () => {
      if (settled) return;
      settled = true;
      req.off('close', onRequestClose);
      const file = await fileWork;
      if (!failure && !file && options.required) fail(badForm('Please select a video file'));
      if (failure) {
        if (file) await options.storage.delete(file.key).catch(() => {});
        reject(failure);
      } else {
        resolve({ fields: Object.fromEntries(fields), file });
      }
    };

    const onRequestClose = () => {
      if (req.complete) return;
      // The client went away: stop the storage write (which removes its partial object).
      const aborted = badForm('The upload was interrupted');
      fail(aborted);
      fileStream?.destroy(aborted);
      void finish();
    };
    req.on('close', onRequestClose);

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        fail(badForm(`The field "${name}" is too long`));
      else fields.set(name, value);
    });
    parser.on('fieldsLimit', () => fail(badForm(`At most ${maxFields} form fields are accepted`)));
    parser.on('partsLimit', () => fail(badForm('Too many form parts')));
    parser.on('filesLimit', () => fail(badForm('Only one file may be uploaded')));
    parser.on('file', (name, stream, info) => {
      if (name !== options.fileField) fail(badForm(`Unexpected file field "${name}"`));
      if (failure || fileStream) {
        stream.resume();
        return;
      }
      fileStream = stream;
      fileWork = storeVideo(stream, info.filename, options).catch((error: Error) => {
        fail(error);
        // Keep draining so the parser reaches the end of the request and we can answer.
        stream.unpipe();
        stream.resume();
        return null;
      });
    });
    parser.on('error', () => {
      fail(badForm('Malformed multipart request'));
      req.unpipe(parser);
      req.resume();
      fileStream?.destroy(failure ?? undefined);
      void finish();
    });
    parser.on('close', () => void finish());
    req.pipe(parser);
  });
}

/** Sniffs, then streams one file part to storage; deletes what it wrote if anything goes wrong. */
async function storeVideo(
  stream: Readable,
  filename: string | undefined,
  options: ReceiveVideoOptions,
): Promise<StoredObject | null> {
  let body: PassThrough | null = null;
  let tooLarge = false;
  // busboy stops at maxBytes and emits 'limit': fail the write rather than keep a truncated file.
  stream.once('limit', () => {
    tooLarge = true;
    body?.destroy(videoTooLarge());
  });
  stream.on('error', (error) => body?.destroy(error));

  const { head, ended } = await readHead(stream);
  if (tooLarge) throw videoTooLarge();
  // A browser form with no file chosen sends an empty, nameless part: that is "no file".
  if (head.length === 0 && !filename) return null;
  if (head.length === 0) throw badForm('The video file is empty');
  const type = await sniffVideoType(head);
  if (!type) throw videoInvalidType();

  const key = `${options.keyPrefix}/${randomUUID()}.${type.ext}`;
  body = new PassThrough();
  body.write(head);
  if (ended) body.end();
  else stream.pipe(body);
  try {
    const stored = await options.storage.put(key, body, type.contentType);
    if (tooLarge) throw videoTooLarge();
    return stored;
  } catch (error) {
    await options.storage.delete(key).catch(() => {});
    throw tooLarge ? videoTooLarge() : error;
  }
}
