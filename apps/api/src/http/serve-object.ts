import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import rangeParser from 'range-parser';
import type { Storage } from '../storage/storage';
import { AppError } from './app-error';

export interface SendObjectOptions {
  cacheControl?: string;
}

export type ByteRange = { start: number; end: number };

/**
 * The byte range to send for a `Range` header on an object of `size` bytes, read by range-parser:
 * a range, 'unsatisfiable', or null to send the whole object. Like Express's `res.sendFile`, bad
 * syntax, another unit or several disjoint ranges get the whole object (RFC 9110 lets a server
 * ignore them), and overlapping or adjacent ranges are merged into one.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (!header?.startsWith('bytes=')) return null;
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -2) return null;
  if (ranges === -1) {
    // range-parser refuses a suffix longer than the object; RFC 9110 §14.1.3 says it means all of it.
    return size > 0 && /^bytes=\s*-\s*[1-9]\d*\s*$/.test(header)
      ? { start: 0, end: size - 1 }
      : 'unsatisfiable';
  }
  const [range] = ranges;
  if (ranges.length !== 1 || !range) return null;
  return { start: range.start, end: range.end };
}

/**
 * Sends a stored object the way video players expect: byte ranges (206/416), conditional GETs
 * (304 on a matching ETag), HEAD without a body, and a private cache lifetime.
 */
export async function sendStoredObject(
  req: Request,
  res: Response,
  storage: Storage,
  key: string,
  options: SendObjectOptions = {},
) {
  const info = await storage.stat(key);
  if (!info) throw AppError.notFound('File not found');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', info.etag);
  res.setHeader('Last-Modified', info.lastModified.toUTCString());
  res.setHeader('Cache-Control', options.cacheControl ?? 'private, max-age=3600');

  // Express's freshness check against the validators just set (If-None-Match, else If-Modified-Since).
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // If-Range with another version means the client's partial copy is stale: send it all.
  const ifRange = req.headers['if-range'];
  const rangeHeader = ifRange && ifRange !== info.etag ? undefined : req.headers.range;
  const range = parseRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${info.size}`);
    throw new AppError('RANGE_NOT_SATISFIABLE', 416, 'The requested range is outside the file');
  }

  res.setHeader('Content-Type', info.contentType);
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.status(200);
    res.setHeader('Content-Length', String(info.size));
  }
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    return;
  }
  const body = await storage.read(key, range ?? undefined);
  try {
    await pipeline(body, res);
  } catch (error) {
    // A viewer seeking elsewhere closes the connection mid-file: that is normal, not a failure.
    if (res.destroyed || req.destroyed) return;
    throw error;
  }
}
