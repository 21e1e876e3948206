import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Transform } from 'node:stream';
import pg from 'pg';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { createStorage } from '../storage/create-storage';
import type { Storage } from '../storage/storage';

const run = promisify(execFile);
export const BACKUP_FORMAT = 'takeoff-backup/1';

interface MediaEntry {
  key: string;
  file: string;
  size: number;
  contentType: string;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: 'postgres' | 'pglite';
  databaseFile: string;
  storage: 'disk' | 's3';
  media: MediaEntry[];
}

/** A media key as a relative file path inside the backup (keys are ours, but never trusted to stay inside). */
function mediaFile(key: string) {
  const safe = key
    .split('/')
    .filter((part) => part && part !== '.' && part !== '..')
    .map((part) => part.replace(/[^A-Za-z0-9._-]/g, '_'))
    .join('/');
  return path.join('media', safe || createHash('sha256').update(key).digest('hex'));
}

async function storageKeys(config: Config): Promise<string[]> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
    const rows = await database.query<{ key: string }>(
      'select storage_key as key from media_files order by id',
    );
    return rows.map((row) => row.key);
  } finally {
    await database.close();
  }
}

async function copyOut(
  storage: Storage,
  key: string,
  target: string,
): Promise<Omit<MediaEntry, 'key' | 'file'>> {
  const stat = await storage.stat(key);
  if (!stat)
    throw new Error(`media object ${key} is referenced by the database but missing from storage`);
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(await storage.read(key), tap, createWriteStream(target));
  return { size, contentType: stat.contentType, sha256: hash.digest('hex') };
}

/**
 * Writes a backup into a new folder under `outDir`: the database (pg_dump's custom format for PostgreSQL, PGlite's
 * own data-directory dump for the embedded database — stop the server first, PGlite has one process) and every
 * media object the database references (from disk or S3), with a manifest of sizes and SHA-256 sums.
 */
export async function backup(config: Config, outDir: string) {
  const dir = path.resolve(
    outDir,
    `takeoff-backup-${new Date().toISOString().replace(/[:.]/g, '-')}`,
  );
  await mkdir(dir, { recursive: true });
  const keys = await storageKeys(config);
  let databaseFile: string;
  if (config.DATABASE_URL) {
    databaseFile = 'database.dump';
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(dir, databaseFile)}`,
      config.DATABASE_URL,
    ]);
  } else {
    databaseFile = 'pglite-data.tar.gz';
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create({
      dataDir: path.resolve(config.DATA_DIR, 'pglite'),
      extensions: { pg_trgm },
    });
    try {
      const dump = await db.dumpDataDir('gzip');
      await writeFile(path.join(dir, databaseFile), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  const storage = await createStorage(config);
  const media: MediaEntry[] = [];
  for (const key of keys) {
    const file = mediaFile(key);
    media.push({ key, file, ...(await copyOut(storage, key, path.join(dir, file))) });
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database: config.DATABASE_URL ? 'postgres' : 'pglite',
    databaseFile,
    storage: storage.kind,
    media,
  };
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

/** A path the manifest names, checked to stay inside the backup folder (and a storage key inside the storage). */
function insideFolder(dir: string, file: unknown) {
  if (typeof file !== 'string' || file.length === 0 || path.isAbsolute(file)) return false;
  const resolved = path.resolve(dir, file);
  return resolved.startsWith(dir + path.sep);
}
const SAFE_KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._/-]+$/;

/**
 * A manifest is input: a tampered one could name files outside its folder (`../../etc/…`) to read into the
 * database or the storage, or keys that climb out of the storage folder. All of it is refused before anything is restored.
 */
function assertContained(dir: string, manifest: BackupManifest) {
  if (!insideFolder(dir, manifest.databaseFile))
    throw new Error(
      `the manifest names a database file outside the backup folder: ${String(manifest.databaseFile)}`,
    );
  if (!Array.isArray(manifest.media)) throw new Error('the manifest has no media list');
  for (const entry of manifest.media) {
    if (!insideFolder(dir, entry.file))
      throw new Error(
        `the manifest names a media file outside the backup folder: ${String(entry.file)}`,
      );
    if (typeof entry.key !== 'string' || !SAFE_KEY.test(entry.key) || entry.key.startsWith('/'))
      throw new Error(`the manifest names an unsafe storage key: ${String(entry.key)}`);
  }
}

async function assertEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle', 'pgboss')",
    );
    if (rows[0]!.n > 0)
      throw new Error(
        'restore goes into an empty database: this one already has tables (create a new database, or drop this one)',
      );
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into the configured, empty database and storage: pg_restore (PostgreSQL) or a new PGlite data
 * directory, then every media object, each checked against its SHA-256 from the manifest.
 */
export async function restore(config: Config, backupDir: string) {
  const dir = path.resolve(backupDir);
  const manifest = JSON.parse(
    await readFile(path.join(dir, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`not a Takeoff backup (format ${String(manifest.format)})`);
  assertContained(dir, manifest);
  if (manifest.database === 'postgres') {
    if (!config.DATABASE_URL)
      throw new Error(
        'this backup is of a PostgreSQL database: set DATABASE_URL to an empty database',
      );
    await assertEmptyPostgres(config.DATABASE_URL);
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.DATABASE_URL}`,
      path.join(dir, manifest.databaseFile),
    ]);
  } else {
    if (config.DATABASE_URL)
      throw new Error('this backup is of the embedded database: unset DATABASE_URL');
    const dataDir = path.resolve(config.DATA_DIR, 'pglite');
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
      throw new Error(`restore goes into an empty data folder: ${dataDir} is not empty`);
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const archive = new Blob([await readFile(path.join(dir, manifest.databaseFile))]);
    const db = await PGlite.create({ dataDir, loadDataDir: archive, extensions: { pg_trgm } });
    await db.close();
  }
  const storage = await createStorage(config);
  for (const entry of manifest.media) {
    const source = path.join(dir, entry.file);
    const sum = createHash('sha256');
    await pipeline(createReadStream(source), sum);
    if (sum.digest('hex') !== entry.sha256)
      throw new Error(`media file ${entry.file} does not match its checksum`);
    await storage.put(entry.key, createReadStream(source), entry.contentType);
  }
  return manifest;
}
