import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** Enough of a file's start for file-type to recognise every container we accept. */
export const SNIFF_BYTES = 4100;

export interface VideoType {
  ext: 'mp4' | 'webm' | 'mov' | 'avi';
  contentType: string;
}

// file-type's verdicts we accept, mapped to what we store and serve.
const ACCEPTED: Record<string, VideoType> = {
  'video/mp4': { ext: 'mp4', contentType: 'video/mp4' },
  // M4V is an MP4 with another brand; browsers play it as MP4.
  'video/x-m4v': { ext: 'mp4', contentType: 'video/mp4' },
  'video/webm': { ext: 'webm', contentType: 'video/webm' },
  'video/quicktime': { ext: 'mov', contentType: 'video/quicktime' },
  'video/vnd.avi': { ext: 'avi', contentType: 'video/x-msvideo' },
  'video/x-msvideo': { ext: 'avi', contentType: 'video/x-msvideo' },
};

/** The video container a file's first bytes show, or null when they show none we accept. */
export async function sniffVideoType(head: Buffer): Promise<VideoType | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && ACCEPTED[found.mime]) ?? null;
}

/**
 * Reads a stream until `bytes` bytes (or its end) arrived, then leaves it paused with the rest
 * unread, so the caller can sniff the head and pipe the remainder without holding the file.
 */
export function readHead(
  stream: Readable,
  bytes = SNIFF_BYTES,
): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.off('close', onClose);
      stream.pause();
      resolve({ head: Buffer.concat(chunks, length), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('close', onClose);
      reject(error);
    };
    // Destroyed without an error (e.g. the request was aborted): never wait forever.
    const onClose = () => onError(new Error('The stream closed before its end'));
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
    stream.once('close', onClose);
  });
}
