import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../test/harness';
import { minimalMp4, storeTestVideo } from '../modules/media/media.fixtures';
import { deleteMedia, findMedia } from '../modules/media/media.service';
import { parseRange } from './serve-object';

let ctx: TestContext;
let viewer: SignedIn;
let url: string;
const video = minimalMp4(1000);

beforeAll(async () => {
  ctx = await createTestContext();
  viewer = await signUp(ctx, 'candidate');
  const owner = await signUp(ctx, 'company');
  ({ url } = await storeTestVideo(ctx.deps, owner.user.id, video));
});

const get = (headers: Record<string, string> = {}) =>
  ctx.http.get(url).set(viewer.auth).set(headers).buffer(true);

describe('parseRange', () => {
  it('reads the three forms of one byte range and refuses what lies outside the object', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=990-', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-10', 0)).toBe('unsatisfiable');
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('items=5000-', 1000)).toBeNull();
    expect(parseRange('bytes=abc', 1000)).toBeNull();
    // A last position before the first is invalid; RFC 9110 lets the server refuse it.
    expect(parseRange('bytes=9-3', 1000)).toBe('unsatisfiable');
  });

  it('merges overlapping or adjacent ranges and sends the whole object for disjoint ones', () => {
    expect(parseRange('bytes=0-99,100-199', 1000)).toEqual({ start: 0, end: 199 });
    expect(parseRange('bytes=50-150,0-99', 1000)).toEqual({ start: 0, end: 150 });
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5000-6000', 1000)).toEqual({ start: 0, end: 1 });
    expect(parseRange('bytes=5000-,6000-7000', 1000)).toBe('unsatisfiable');
  });
});

describe('GET /api/media/:key', () => {
  it('sends the whole video with length, validators and a private cache lifetime', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe('1000');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
    expect(Buffer.compare(res.body as Buffer, video)).toBe(0);
  });

  it('sends a byte range (206) and a suffix range with the right bytes', async () => {
    const part = await get({ Range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.headers['content-length']).toBe('100');
    expect(Buffer.compare(part.body as Buffer, video.subarray(100, 200))).toBe(0);

    const suffix = await get({ Range: 'bytes=-24' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe('bytes 976-999/1000');
    expect(Buffer.compare(suffix.body as Buffer, video.subarray(976))).toBe(0);

    const open = await get({ Range: 'bytes=0-' });
    expect(open.status).toBe(206);
    expect(open.headers['content-range']).toBe('bytes 0-999/1000');
  });

  it('merges adjacent ranges into one 206 and answers several disjoint ones with the whole video', async () => {
    const merged = await get({ Range: 'bytes=0-9,10-19' });
    expect(merged.status).toBe(206);
    expect(merged.headers['content-range']).toBe('bytes 0-19/1000');
    expect(Buffer.compare(merged.body as Buffer, video.subarray(0, 20))).toBe(0);

    const disjoint = await get({ Range: 'bytes=0-9,500-509' });
    expect(disjoint.status).toBe(200);
    expect(disjoint.headers['content-range']).toBeUndefined();
    expect(Buffer.compare(disjoint.body as Buffer, video)).toBe(0);
  });

  it('sends the whole video for a range of another version (If-Range)', async () => {
    const first = await get();
    const same = await get({ Range: 'bytes=0-9', 'If-Range': first.headers.etag! });
    expect(same.status).toBe(206);
    const stale = await get({ Range: 'bytes=0-9', 'If-Range': '"older-version"' });
    expect(stale.status).toBe(200);
    expect(stale.headers['content-length']).toBe('1000');
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await get({ Range: 'bytes=5000-6000' });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
    expect(res.body.code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('answers HEAD with headers only, and 304 when the ETag matches', async () => {
    const head = await ctx.http.head(url).set(viewer.auth);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
    expect(head.body).toEqual({});

    const first = await get();
    const again = await get({ 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    const stale = await get({ 'If-None-Match': '"something-else"' });
    expect(stale.status).toBe(200);
    // Without an ETag to compare, the date decides (Express's req.fresh).
    expect((await get({ 'If-Modified-Since': first.headers['last-modified']! })).status).toBe(304);
    expect((await get({ 'If-Modified-Since': new Date(0).toUTCString() })).status).toBe(200);
  });

  it('is 401 for anonymous callers and 404 for unknown or deleted videos (row and object gone)', async () => {
    expect((await ctx.http.get(url)).status).toBe(401);
    expect((await ctx.http.get(`/api/media/${'0'.repeat(32)}`).set(viewer.auth)).status).toBe(404);
    const other = await storeTestVideo(ctx.deps, viewer.user.id);
    const { storageKey } = await findMedia(ctx.deps, other.id);
    await deleteMedia(ctx.deps, other.id);
    expect(await ctx.deps.storage.stat(storageKey)).toBeNull();
    expect((await ctx.http.get(other.url).set(viewer.auth)).status).toBe(404);
  });
});
