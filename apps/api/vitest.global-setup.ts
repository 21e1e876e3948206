import pg from 'pg';
import { openDatabase } from './src/db/client';
import { TEST_WORKERS, workerDatabaseName } from './src/test/worker-database';

/**
 * With DATABASE_URL (a PostgreSQL server), the API tests run in two workers, each on a database of its own: one
 * template is migrated once here, each worker's database is a copy of it (CREATE DATABASE … TEMPLATE, much faster than
 * migrating again) with synchronous_commit off, and all of them are dropped at the end. Without DATABASE_URL every worker opens its own
 * in-memory PGlite and there is nothing to do here.
 */
export default async function setup() {
  const base = process.env.DATABASE_URL;
  if (!base) return;
  const template = workerDatabaseName(base, 'template');
  const names = [
    template,
    ...Array.from({ length: TEST_WORKERS }, (_, i) => workerDatabaseName(base, i + 1)),
  ];
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const dropAll = async () => {
    for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
  };
  await dropAll();
  await admin.query(`create database "${template}"`);
  const migrated = await openDatabase({ url: withName(base, template), poolSize: 1 });
  await migrated.close();
  for (const name of names.slice(1)) {
    await admin.query(`create database "${name}" template "${template}"`);
    // Tests only: a commit need not wait for its WAL to reach the disk (a crash loses the last writes, never consistency).
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
  }
  return async () => {
    await dropAll();
    await admin.end();
  };
}

function withName(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
