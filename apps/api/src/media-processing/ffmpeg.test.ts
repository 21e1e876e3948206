import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireFfmpeg } from '../modules/pitch-videos/pitch-videos.test-support';
import {
  describeVideoProcessing,
  detectVideoProcessing,
  MediaToolError,
  runMediaTool,
} from './ffmpeg';
import { probeMedia, UnreadableMedia } from './probe';

let dir: string;

beforeAll(async () => {
  await requireFfmpeg();
  dir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-wrapper-'));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('finding ffmpeg', () => {
  it('finds it on PATH and says where in the banner', async () => {
    const found = await detectVideoProcessing({});
    expect(found).toMatchObject({
      available: true,
      ffmpegPath: expect.stringMatching(/\/ffmpeg$/),
    });
    expect(describeVideoProcessing(found)).toMatch(
      /^video processing: ffmpeg \d+\.\d+ at \/.+\/ffmpeg$/,
    );
  });

  it('a missing FFMPEG_PATH makes processing unavailable, and the banner says videos are served as uploaded', async () => {
    const missing = await detectVideoProcessing({ FFMPEG_PATH: path.join(dir, 'no-ffmpeg') });
    expect(missing).toEqual({
      available: false,
      ffmpegVersion: null,
      ffmpegPath: null,
      ffprobePath: null,
    });
    expect(describeVideoProcessing(missing)).toBe(
      'video processing unavailable: ffmpeg not found — videos are served as uploaded',
    );
  });
});

describe('running ffmpeg', () => {
  it('kills a run that outlasts its time limit', async () => {
    const started = Date.now();
    const run = runMediaTool(
      'ffmpeg',
      ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=duration=30', '-f', 'null', '-'],
      { tool: 'ffmpeg', timeoutMs: 700 },
    );
    await expect(run).rejects.toMatchObject({ timedOut: true });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reads local files only: a playlist pointing at a URL is refused', async () => {
    const playlist = path.join(dir, 'video.m3u8');
    await writeFile(
      playlist,
      '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nhttp://127.0.0.1:9/secret.ts\n#EXT-X-ENDLIST\n',
    );
    await expect(probeMedia('ffprobe', playlist, 10_000)).rejects.toBeInstanceOf(UnreadableMedia);
    const error = await runMediaTool(
      'ffmpeg',
      ['-v', 'error', '-i', `file:${playlist}`, '-f', 'null', '-'],
      { tool: 'ffmpeg', timeoutMs: 10_000 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaToolError);
    expect((error as MediaToolError).stderr).toMatch(/not on whitelist/);
  });

  it('keeps only the end of a long stderr', async () => {
    const noisy = path.join(dir, 'noisy');
    await writeFile(
      noisy,
      '#!/bin/sh\nhead -c 200000 /dev/zero | tr "\\0" "x" >&2\necho "the last line" >&2\nexit 3\n',
    );
    await chmod(noisy, 0o755);
    const error = (await runMediaTool(noisy, [], { tool: 'ffprobe', timeoutMs: 10_000 }).catch(
      (e: unknown) => e,
    )) as MediaToolError;
    expect(error.stderr.length).toBeLessThanOrEqual(16 * 1024);
    expect(error.message).toContain('the last line');
  });
});
