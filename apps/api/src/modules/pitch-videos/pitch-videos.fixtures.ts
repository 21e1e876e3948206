import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  PITCH_VIDEO_ID_HEADER,
  PITCH_VIDEO_UPLOAD_PATH,
  type TranscriptSegment,
} from '@takeoff/shared/pitch-videos';
import { pitchVideos } from '../../db/schema/pitch-videos';
import type { SignedIn, TestContext } from '../../test/harness';
import { keepUpload } from './pitch-videos.service';
import type { PitchVideoRow } from './pitch-videos.views';

let video: Buffer | null = null;
/** A real 2-second H.264/AAC MP4 (test pattern and a tone), made once per run with ffmpeg. */
export function testVideo(): Buffer {
  if (video) return video;
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'takeoff-pitch-video-')), 'pitch.mp4');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  video = readFileSync(file);
  return video;
}

export const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** tus creation headers for `length` bytes. */
export const creationHeaders = (
  length: number,
  fields: Record<string, string> = {
    source: 'uploaded',
    filetype: 'video/mp4',
    filename: 'me.mp4',
  },
) => ({
  'Tus-Resumable': '1.0.0',
  'Upload-Length': String(length),
  'Upload-Metadata': tusMetadata(fields),
});

export const patchHeaders = (offset: number) => ({
  'Tus-Resumable': '1.0.0',
  'Upload-Offset': String(offset),
  'Content-Type': 'application/offset+octet-stream',
});

/** Uploads `bytes` in one PATCH through the API; returns the creation and the final answers. */
export async function uploadThroughApi(
  ctx: TestContext,
  who: SignedIn,
  bytes: Buffer = testVideo(),
  fields?: Record<string, string>,
) {
  const created = await ctx.http
    .post(PITCH_VIDEO_UPLOAD_PATH)
    .set(who.auth)
    .set(creationHeaders(bytes.length, fields));
  if (created.status !== 201)
    throw new Error(`tus creation failed: ${created.status} ${JSON.stringify(created.body)}`);
  const location = created.headers.location as string;
  const patched = await ctx.http.patch(location).set(who.auth).set(patchHeaders(0)).send(bytes);
  const header = patched.headers[PITCH_VIDEO_ID_HEADER.toLowerCase()] as string | undefined;
  return { location, patched, videoId: header ? Number(header) : null };
}

/**
 * A stored video of the candidate as processing leaves it: the original kept through the service, then (for
 * `ready`) a rendition and a poster in storage, the duration and an optional transcript.
 */
export async function storedVideo(
  ctx: TestContext,
  candidateId: number,
  options: {
    state?: 'queued' | 'ready' | 'failed';
    transcript?: { source: 'service' | 'typed' | 'dictated'; segments: TranscriptSegment[] };
  } = {},
): Promise<PitchVideoRow> {
  const bytes = testVideo();
  const row = await keepUpload(ctx.deps, {
    candidateId,
    source: 'recorded',
    contentType: 'video/mp4',
    body: Readable.from(bytes),
  });
  const state = options.state ?? 'ready';
  const patch: Partial<PitchVideoRow> = { state };
  if (state === 'ready') {
    const base = row.originalKey.replace(/\/original$/, '');
    await ctx.deps.storage.put(`${base}/rendition.mp4`, Readable.from(bytes), 'video/mp4');
    await ctx.deps.storage.put(
      `${base}/poster.jpg`,
      Readable.from(Buffer.from('jpeg')),
      'image/jpeg',
    );
    Object.assign(patch, {
      renditionKey: `${base}/rendition.mp4`,
      posterKey: `${base}/poster.jpg`,
      processed: true,
      durationMs: 2000,
      progress: 100,
      readyAt: new Date(),
    });
  }
  if (state === 'failed') Object.assign(patch, { failure: 'processing_failed' });
  if (options.transcript)
    Object.assign(patch, {
      transcriptSource: options.transcript.source,
      transcriptLanguage: 'en',
      transcriptSegments: options.transcript.segments,
    });
  const [next] = await ctx.deps.db
    .update(pitchVideos)
    .set(patch)
    .where(eq(pitchVideos.id, row.id))
    .returning();
  return next!;
}
