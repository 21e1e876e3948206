import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { bootstrap } from '../../bootstrap';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from '../../db/client';
import { hashToken } from '../auth/session-store';
import { DiskStorage } from '../../storage/disk-storage';
import { testEnv } from '../../test/harness';

/** The migrations folder as it was before organisations (0026): the journal cut there. */
function migrationsBefore(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'takeoff-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag.startsWith(tag));
  if (cut < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }),
  );
  return dir;
}

let database: DatabaseHandle | null = null;

afterAll(async () => {
  await database?.close();
});

describe('the organisations migration (0026)', () => {
  it('makes every company account the owner of its organisation, and every company row stays reachable', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'takeoff-org-migration-'));
    // The database at the previous schema, with a company's data in it.
    const old = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      extensions: { pg_trgm },
    });
    await migrate(drizzle(old), { migrationsFolder: migrationsBefore('0026') });
    const token = 'a-session-token-of-the-company-before-the-migration';
    await old.exec(`
      insert into users (id, email, name, role, password_hash) overriding system value values
        (900001, 'acme@old.takeoff', 'Acme Old', 'company', 'x'), (900002, 'cleo@old.takeoff', 'Cleo Candidate', 'candidate', 'x');
      insert into sessions (token_hash, user_id, expires_at, user_agent) values ('${hashToken(token)}', 900001, now() + interval '1 day', 'test');
      insert into company_consents (user_id, name, email, consent_given, ip_address, user_agent, terms_version, privacy_version)
        values (900001, 'Acme Old', 'acme@old.takeoff', true, '127.0.0.1', 'test', '1.0', '1.0');
      insert into jobs (id, company_id, title, description, location, flight_number) overriding system value
        values (900010, 900001, 'Old Flight', 'Posted before teams', 'Athens', 'OLD001');
      insert into applications (id, job_id, candidate_id) overriding system value values (900020, 900010, 900002);
      insert into messages (company_id, candidate_id, sender_id, subject, body) values (900001, 900002, 900001, 'Hello', 'Written before teams');
      insert into candidate_notes (company_id, candidate_id, body) values (900001, 900002, 'A note from before');
    `);
    await old.close();

    // Opening it as the app does runs the remaining migrations.
    database = await openDatabase({ dataDir });
    const owner = await database.query<{ org_id: number; role: string }>(
      'select org_id, role from org_members where user_id = 900001',
    );
    expect(owner).toEqual([{ org_id: 900001, role: 'owner' }]);
    expect(await database.query('select 1 from org_members where user_id = 900002')).toEqual([]);
    expect(await database.query('select sent_by from messages where company_id = 900001')).toEqual([
      { sent_by: 900001 },
    ]);

    const config = loadConfig(testEnv({ DATABASE_URL: '' }));
    const deps = await bootstrap(config, {
      database,
      storage: new DiskStorage(path.join(config.DATA_DIR, 'uploads')),
      logger: pino({ level: 'silent' }),
    });
    const http = supertest(createApp(deps).app);
    const auth = { Authorization: `Bearer ${token}` };
    const me = await http.get('/api/auth/me').set(auth).expect(200);
    expect(me.body.org).toEqual({ id: 900001, name: 'Acme Old', role: 'owner' });
    const pipeline = await http
      .get('/api/companies/900001/jobs-with-applications')
      .set(auth)
      .expect(200);
    expect(pipeline.body.items).toEqual([
      expect.objectContaining({
        id: 900010,
        applications: [expect.objectContaining({ id: 900020 })],
      }),
    ]);
    const threads = await http.get('/api/messages/threads').set(auth).expect(200);
    expect(threads.body.items[0].lastMessage).toMatchObject({
      body: 'Written before teams',
      mine: true,
    });
    const note = await http.get('/api/candidates/900002/note').set(auth).expect(200);
    expect(note.body.body).toBe('A note from before');
    const members = await http.get('/api/org/members').set(auth).expect(200);
    expect(members.body.items).toEqual([
      expect.objectContaining({ id: 900001, role: 'owner', isYou: true }),
    ]);
  }, 60_000);
});
