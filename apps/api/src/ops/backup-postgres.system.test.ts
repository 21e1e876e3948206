import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  postgresServer,
  requireBinary,
  withDatabase,
  type PostgresServer,
} from '../test/system-services';
import { backup, restore } from './backup';
import { configFor, expectSameProduct, open, populate } from './backup.fixtures';

let server: PostgresServer | undefined;
const created: string[] = [];
beforeAll(async () => {
  await requireBinary('pg_dump', 'apt-get install postgresql-client');
  server = await postgresServer();
}, 120_000);
afterAll(async () => {
  if (!server) return;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await server.destroy();
});

async function freshDatabase() {
  const name = `takeoff_backup_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: server!.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  return withDatabase(server!.url, name);
}

describe('backup and restore', () => {
  it('PostgreSQL: a backup restored into a fresh database and storage serves the same data and media bytes', async () => {
    const sourceConfig = configFor(await freshDatabase());
    const source = await open(sourceConfig);
    const videos = await populate(source);
    const { dir, manifest } = await backup(
      sourceConfig,
      mkdtempSync(path.join(tmpdir(), 'takeoff-backups-')),
    );
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
});
