import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import type { Benchmark, BenchRow } from './run';
import { BENCH_TOTP_KEY, recreateDatabase, round, scratchDatabaseUrl } from './support';
import { BENCH_ADMIN, insertUsers } from './notifications-support';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { describeVideoProcessing } from '../src/media-processing/ffmpeg';
import { DiskStorage } from '../src/storage/disk-storage';
import { processPitchVideo } from '../src/modules/pitch-videos/pitch-videos.processing';
import {
  makeInput,
  queuedVideo,
  requireFfmpeg,
} from '../src/modules/pitch-videos/pitch-videos.test-support';

/** Length of each test video (seconds); the figures are per minute of video whatever it is. */
const SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 30);
const MB = 1024 * 1024;

/** The inputs a pitch arrives as: a phone's 1080p MP4 and a browser's 720p WebM recording. */
const INPUTS = [
  {
    name: 'phone MP4 1080p30 H.264/AAC',
    file: 'phone.mp4',
    args: ['-s', '1920x1080', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
  },
  {
    name: 'browser WebM 720p30 VP8/Opus',
    file: 'browser.webm',
    args: [
      '-s',
      '1280x720',
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-b:v',
      '1500k',
      '-c:a',
      'libopus',
    ],
  },
];

/**
 * Samples, every 100 ms, the peak resident memory (VmHWM) of the ffmpeg processes this process started and this
 * process's own resident memory: Linux's /proc, read as a job runs.
 */
function memorySampler() {
  const ffmpegPeaks = new Map<number, number>();
  let serverPeak = process.memoryUsage().rss;
  const sample = async () => {
    serverPeak = Math.max(serverPeak, process.memoryUsage().rss);
    for (const entry of await readdir('/proc').catch(() => [] as string[])) {
      if (!/^\d+$/.test(entry)) continue;
      const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
      if (
        !/^Name:\s+ffmpeg/m.test(status) ||
        !new RegExp(`^PPid:\\s+${process.pid}$`, 'm').test(status)
      )
        continue;
      const hwm = /^VmHWM:\s+(\d+) kB/m.exec(status);
      if (hwm)
        ffmpegPeaks.set(
          Number(entry),
          Math.max(ffmpegPeaks.get(Number(entry)) ?? 0, Number(hwm[1]) * 1024),
        );
    }
  };
  let running = true;
  const loop = (async () => {
    while (running) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { ffmpegPeak: Math.max(0, ...ffmpegPeaks.values()), serverPeak };
  };
}

export const benchmark: Benchmark = {
  name: 'pitch video processing: time per minute of video, peak memory of ffmpeg and the server',
  async run() {
    await requireFfmpeg();
    const databaseUrl = scratchDatabaseUrl('video');
    recreateDatabase(databaseUrl);
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-pitch-video-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: BENCH_TOTP_KEY,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      SERVE_WEB: 'false',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    });
    const deps = await bootstrap(config, {
      logger: pino({ level: 'silent' }),
      storage: new DiskStorage(path.join(dir, 'uploads')),
    });
    const rows: BenchRow[] = [];
    try {
      if (!deps.videoProcessing.available)
        throw new Error(describeVideoProcessing(deps.videoProcessing));
      const { ids } = await insertUsers(databaseUrl, 'candidate', INPUTS.length, 'video-bench-');
      for (const [i, input] of INPUTS.entries()) {
        const source = await makeInput(
          [
            ...['-f', 'lavfi', '-i', `testsrc2=rate=30:duration=${SECONDS}`],
            ...['-f', 'lavfi', '-i', `sine=frequency=220:sample_rate=48000:duration=${SECONDS}`],
            ...input.args,
          ],
          path.join(dir, input.file),
        );
        const video = await queuedVideo(deps, ids[i]!, source);
        const before = process.memoryUsage().rss;
        const stop = memorySampler();
        const started = performance.now();
        await processPitchVideo(deps, video.id);
        const seconds = (performance.now() - started) / 1000;
        const memory = await stop();
        const ready = await deps.database.query<{
          rendition_key: string;
          duration_ms: number;
          state: string;
        }>('select rendition_key, duration_ms, state from pitch_videos where id = $1', [video.id]);
        const made = ready[0]!;
        const output = made.rendition_key
          ? await stat(path.join(dir, 'uploads', made.rendition_key)).then((s) => s.size)
          : 0;
        rows.push({
          input: input.name,
          state: made.state,
          'video s': round(made.duration_ms / 1000, 1),
          'input MB': round((await stat(source)).size / MB, 1),
          'processing s': round(seconds, 1),
          's per minute of video': round((seconds / (made.duration_ms / 1000)) * 60, 1),
          'ffmpeg peak RSS MB': round(memory.ffmpegPeak / MB, 0),
          'server RSS before MB': round(before / MB, 0),
          'server peak RSS MB': round(memory.serverPeak / MB, 0),
          'output MB': round(output / MB, 1),
        });
      }
    } finally {
      await deps.jobs.stop().catch(() => {});
      await deps.database.close();
      await rm(dir, { recursive: true, force: true });
    }
    return [
      {
        title: `Processing a ${SECONDS} s pitch (transcode to 720p H.264/AAC, loudnorm, poster), PITCH_VIDEO_CONCURRENCY=1`,
        rows,
        notes: [
          'Peak RSS from /proc (VmHWM of each ffmpeg child; the server sampled every 100 ms). BENCH_VIDEO_SECONDS sets the length.',
          'The machine is shared: the time per minute is what one job took here, not a promise.',
        ],
      },
    ];
  },
};
