import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import {
  PITCH_VIDEO_ID_HEADER,
  PITCH_VIDEO_MAX_BYTES,
  PITCH_VIDEO_UPLOAD_PATH,
} from '@takeoff/shared/pitch-videos';
import type { Benchmark, BenchRow } from './run';
import { BENCH_TOTP_KEY, percentile, recreateDatabase, round, scratchDatabaseUrl } from './support';
import { BENCH_ADMIN, insertUsers } from './notifications-support';
import { createApp } from '../src/app';
import { bootstrap } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { DiskStorage } from '../src/storage/disk-storage';
import { makeInput, requireFfmpeg } from '../src/modules/pitch-videos/pitch-videos.test-support';

const MB = 1024 * 1024;
/** The web client's tus part size (upload-pitch-video.ts): what a browser sends per PATCH. */
const CHUNK = 5 * MB;
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** One upload over tus as a browser sends it: creation, then 5 MB PATCHes; the last one keeps the video. */
async function upload(base: string, token: string, bytes: Buffer) {
  const auth = { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
  const started = performance.now();
  const created = await fetch(`${base}${PITCH_VIDEO_UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      ...auth,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': metadata({ source: 'uploaded', filetype: 'video/mp4' }),
    },
  });
  if (created.status !== 201)
    throw new Error(`creation: ${created.status} ${await created.text()}`);
  const location = new URL(created.headers.get('location')!, base).href;
  const patchMs: number[] = [];
  let videoId: string | null = null;
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    const part = bytes.subarray(offset, Math.min(offset + CHUNK, bytes.length));
    const t0 = performance.now();
    const res = await fetch(location, {
      method: 'PATCH',
      headers: {
        ...auth,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: part,
    });
    patchMs.push(performance.now() - t0);
    if (res.status !== 204)
      throw new Error(`PATCH at ${offset}: ${res.status} ${await res.text()}`);
    videoId = res.headers.get(PITCH_VIDEO_ID_HEADER) ?? videoId;
  }
  if (!videoId) throw new Error('the completing PATCH named no video');
  return { seconds: (performance.now() - started) / 1000, patchMs };
}

export const benchmark: Benchmark = {
  name: 'pitch video upload: throughput through tus to local disk storage',
  async run() {
    await requireFfmpeg();
    const databaseUrl = scratchDatabaseUrl('upload');
    recreateDatabase(databaseUrl);
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-pitch-upload-'));
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
    const built = createApp(deps);
    const server = createServer(built.serverOptions, built.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const rows: BenchRow[] = [];
    const patches: number[] = [];
    try {
      // A real video near the seeds' 50 MB limit (a phone's high-bitrate 720p clip).
      const file = await makeInput(
        [
          ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30:duration=14'],
          ...['-f', 'lavfi', '-i', 'sine=duration=14'],
          ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '24M', '-maxrate', '24M'],
          ...['-bufsize', '48M', '-c:a', 'aac'],
        ],
        path.join(dir, 'phone.mp4'),
      );
      const bytes = await readFile(file);
      if (bytes.length > PITCH_VIDEO_MAX_BYTES) throw new Error('bench input over the limit');
      const sizeMb = bytes.length / MB;
      const { tokens } = await insertUsers(databaseUrl, 'candidate', RUNS, 'upload-bench-', true);
      for (const [i, token] of tokens.entries()) {
        const run = await upload(base, token, bytes);
        patches.push(...run.patchMs);
        rows.push({
          run: i + 1,
          MB: round(sizeMb, 1),
          PATCHes: run.patchMs.length,
          's total': round(run.seconds, 2),
          'MB/s': round(sizeMb / run.seconds, 1),
          'last PATCH ms (keeps the video)': round(run.patchMs.at(-1)!, 0),
        });
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await deps.jobs.stop().catch(() => {});
      await deps.database.close();
      await rm(dir, { recursive: true, force: true });
    }
    const sorted = patches.slice(0, -1).sort((a, b) => a - b);
    return [
      {
        title: `Uploading a ${rows[0]?.MB ?? '?'} MB MP4 over tus (5 MB PATCHes, loopback, disk storage), ${RUNS} candidates one after another`,
        rows,
        notes: [
          `5 MB PATCH (not the last): median ${round(percentile(sorted, 50), 0)} ms, p95 ${round(percentile(sorted, 95), 0)} ms.`,
          'The last PATCH also sniffs the type, copies the file into Storage and writes the row and its job in one transaction.',
          'Loopback: the network is not in the figure (a phone on Fast 4G sends 1.5 Mbps up, about 0.19 MB/s); this measures the server.',
        ],
      },
    ];
  },
};
