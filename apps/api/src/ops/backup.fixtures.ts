import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import pino from 'pino';
import supertest from 'supertest';
import { createApp } from '../app';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { mediaFiles } from '../db/schema/media';
import { DEMO_CANDIDATES, DEMO_PASSWORD, seedDemoData } from '../db/seed/seed';
import type { AppDeps } from '../deps';
import { ensureAdmin } from '../modules/auth/auth.service';
import { testEnv } from '../test/harness';

export const configFor = (databaseUrl: string | undefined) =>
  loadConfig(
    testEnv({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'takeoff-backup-')),
      DATABASE_URL: databaseUrl ?? '',
    }) as Record<string, string>,
  );

export async function open(config: ReturnType<typeof configFor>) {
  const deps = await bootstrap(config, { logger: pino({ level: 'silent' }) });
  await ensureAdmin(deps);
  return deps;
}

/** Every table's row count (the app's own schema and the queue's). */
async function tableCounts(deps: AppDeps) {
  const tables = await deps.database.query<{ schema: string; name: string }>(
    "select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1, 2",
  );
  const counts: Record<string, number> = {};
  for (const t of tables)
    counts[`${t.schema}.${t.name}`] = (
      await deps.database.query<{ n: number }>(
        `select count(*)::int as n from "${t.schema}"."${t.name}"`,
      )
    )[0]!.n;
  return counts;
}

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The demo data plus two uploaded videos (bytes on the storage, rows in media_files). */
export async function populate(deps: AppDeps) {
  await seedDemoData(deps);
  const [owner] = await deps.database.query<{ id: number }>(
    'select id from users where email = $1',
    [DEMO_CANDIDATES[0].email],
  );
  const videos = [randomBytes(300_000), randomBytes(1234)];
  for (const [i, bytes] of videos.entries()) {
    const key = `videos/${owner!.id}/backup-${i}.mp4`;
    await deps.storage.put(key, Readable.from(bytes), 'video/mp4');
    await deps.db.insert(mediaFiles).values({
      storageKey: key,
      ownerId: owner!.id,
      kind: 'job_video',
      contentType: 'video/mp4',
      sizeBytes: bytes.length,
    });
  }
  return videos.map((bytes, i) => ({ key: `videos/${owner!.id}/backup-${i}.mp4`, bytes }));
}

export async function expectSameProduct(
  source: AppDeps,
  restored: AppDeps,
  videos: { key: string; bytes: Buffer }[],
) {
  expect(await tableCounts(restored)).toEqual(await tableCounts(source));
  for (const video of videos)
    expect((await readAll(await restored.storage.read(video.key))).equals(video.bytes)).toBe(true);
  // The restored product serves: a demo user signs in and sees the same jobs.
  const http = supertest(createApp(restored).app);
  const login = await http
    .post('/api/auth/login')
    .send({ email: DEMO_CANDIDATES[0].email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const jobs = await http.get('/api/jobs').set('Authorization', `Bearer ${login.body.token}`);
  const before = await supertest(createApp(source).app)
    .get('/api/jobs')
    .set('Authorization', `Bearer ${login.body.token}`);
  expect(jobs.status).toBe(200);
  expect(before.status).toBe(401);
  expect(JSON.stringify(jobs.body).length).toBeGreaterThan(100);
}
