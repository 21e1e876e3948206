import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
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
import { BACKUP_FORMAT, backup, restore } from './backup';

const serverUrl = process.env.DATABASE_URL;
const created: string[] = [];
afterAll(async () => {
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function freshDatabase() {
  const name = `takeoff_backup_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

const configFor = (databaseUrl: string | undefined) =>
  loadConfig(testEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'takeoff-backup-')), DATABASE_URL: databaseUrl ?? '' }) as Record<string, string>);

async function open(config: ReturnType<typeof configFor>) {
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
  for (const t of tables) counts[`${t.schema}.${t.name}`] = (await deps.database.query<{ n: number }>(`select count(*)::int as n from "${t.schema}"."${t.name}"`))[0]!.n;
  return counts;
}

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The demo data plus two uploaded videos (bytes on the storage, rows in media_files). */
async function populate(deps: AppDeps) {
  await seedDemoData(deps);
  const [owner] = await deps.database.query<{ id: number }>('select id from users where email = $1', [DEMO_CANDIDATES[0].email]);
  const videos = [randomBytes(300_000), randomBytes(1234)];
  for (const [i, bytes] of videos.entries()) {
    const key = `videos/${owner!.id}/backup-${i}.mp4`;
    await deps.storage.put(key, Readable.from(bytes), 'video/mp4');
    await deps.db.insert(mediaFiles).values({ storageKey: key, ownerId: owner!.id, kind: 'job_video', contentType: 'video/mp4', sizeBytes: bytes.length });
  }
  return videos.map((bytes, i) => ({ key: `videos/${owner!.id}/backup-${i}.mp4`, bytes }));
}

async function expectSameProduct(source: AppDeps, restored: AppDeps, videos: { key: string; bytes: Buffer }[]) {
  expect(await tableCounts(restored)).toEqual(await tableCounts(source));
  for (const video of videos) expect((await readAll(await restored.storage.read(video.key))).equals(video.bytes)).toBe(true);
  // The restored product serves: a demo user signs in and sees the same jobs.
  const http = supertest(createApp(restored).app);
  const login = await http.post('/api/auth/login').send({ email: DEMO_CANDIDATES[0].email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const jobs = await http.get('/api/jobs').set('Authorization', `Bearer ${login.body.token}`);
  const before = await supertest(createApp(source).app).get('/api/jobs').set('Authorization', `Bearer ${login.body.token}`);
  expect(jobs.status).toBe(200);
  expect(before.status).toBe(401);
  expect(JSON.stringify(jobs.body).length).toBeGreaterThan(100);
}

describe('backup and restore', () => {
  it.skipIf(!serverUrl)('PostgreSQL: a backup restored into a fresh database and storage serves the same data and media bytes', async () => {
    const sourceConfig = configFor(await freshDatabase());
    const source = await open(sourceConfig);
    const videos = await populate(source);
    const { dir, manifest } = await backup(sourceConfig, mkdtempSync(path.join(tmpdir(), 'takeoff-backups-')));
    expect(manifest.database).toBe('postgres');
    expect(manifest.media.map((m) => m.key).sort()).toEqual(videos.map((v) => v.key).sort());

    const targetConfig = configFor(await freshDatabase());
    await restore(targetConfig, dir);
    const restored = await open(targetConfig);
    await expectSameProduct(source, restored, videos);
    // Restoring over a database that has data is refused.
    await expect(restore(targetConfig, dir)).rejects.toThrow(/empty database/);
    await source.database.close();
    await restored.database.close();
  }, 120_000);

  it('the embedded database: PGlite\'s dump restored into a new data folder serves the same data and media bytes', async () => {
    const sourceConfig = configFor(undefined);
    let source = await open(sourceConfig);
    const videos = await populate(source);
    await source.jobs.stop();
    await source.database.close();
    const { dir } = await backup(sourceConfig, mkdtempSync(path.join(tmpdir(), 'takeoff-backups-')));

    const targetConfig = configFor(undefined);
    await restore(targetConfig, dir);
    source = await open(sourceConfig);
    const restored = await open(targetConfig);
    await expectSameProduct(source, restored, videos);
    await source.database.close();
    await restored.database.close();
  }, 180_000);
});

describe('restore reads a manifest as input', () => {
  const tampered = (manifest: Record<string, unknown>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'takeoff-tampered-'));
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ format: BACKUP_FORMAT, database: 'pglite', databaseFile: 'pglite-data.tar.gz', storage: 'disk', media: [], ...manifest }));
    return dir;
  };
  const media = (entry: Record<string, unknown>) => [{ key: 'videos/a.mp4', file: 'media/a.mp4', size: 1, contentType: 'video/mp4', sha256: 'x', ...entry }];

  it.each([
    ['a database file outside its folder', { databaseFile: '../../etc/passwd' }, /database file outside the backup folder/],
    ['an absolute database file', { databaseFile: '/etc/passwd' }, /database file outside the backup folder/],
    ['a media file outside its folder', { media: media({ file: '../../../home/secret' }) }, /media file outside the backup folder/],
    ['an absolute media file', { media: media({ file: '/etc/shadow' }) }, /media file outside the backup folder/],
    ['a storage key climbing out of the storage', { media: media({ key: '../../app/server.js' }) }, /unsafe storage key/],
  ])('refuses %s before restoring anything', async (_name, manifest, message) => {
    const config = loadConfig(testEnv());
    await expect(restore(config, tampered(manifest))).rejects.toThrow(message);
    // Nothing was restored: the embedded database's folder was never created.
    expect(existsSync(path.join(config.DATA_DIR, 'pglite'))).toBe(false);
  });
});
