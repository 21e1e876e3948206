import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import pg from 'pg';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap';
import { loadConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema/auth';
import { DiskStorage } from '../../storage/disk-storage';
import { type SessionUser } from '../../http/session';
import { withOrg } from '../auth/session-store';
import { testEnv } from '../../test/harness';
import type { InterviewDeps } from './interview-deps';
import { createJob, inMinutes } from './interviews.factory';
import { MeetingLinks } from './meeting-links/meeting-links';
import { createSlot, joinSlot } from './slots.service';
import { postgresServer, withDatabase, type PostgresServer } from '../../test/system-services';

// Seat reservation is about real concurrent transactions, so this runs on the PostgreSQL server
// (PGlite serialises everything): a throwaway database on DATABASE_URL's server, or on a private cluster.
let database: DatabaseHandle;
let server: PostgresServer | undefined;
let dropDatabase: (() => Promise<void>) | null = null;
let deps: InterviewDeps;

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: server!.url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  server = await postgresServer();
  const name = `takeoff_slots_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = withDatabase(server.url, name);
  dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  database = await openDatabase({ url, poolSize: 20 });
  const config = loadConfig(testEnv({ DATABASE_URL: url }));
  const appDeps = await bootstrap(config, {
    database,
    storage: new DiskStorage(path.join(tmpdir(), 'takeoff-slots')),
    logger: pino({ level: 'silent' }),
  });
  deps = { ...appDeps, meetingLinks: new MeetingLinks(config, appDeps.logger) };
}, 120_000);

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
  await server?.destroy();
});

const actorOf = (row: {
  id: number;
  email: string;
  name: string;
  role: 'candidate' | 'company';
}): SessionUser =>
  withOrg(
    { ...row, subscriptionStatus: null, createdAt: new Date(), sessionId: 0, locale: null },
    null,
  );

async function makeUsers(role: 'candidate' | 'company', count: number) {
  const tag = randomBytes(4).toString('hex');
  const rows = await deps.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${role}-${tag}-${i}@race.test`,
        name: `Race ${role} ${i}`,
        role,
        passwordHash: 'not-used',
      })),
    )
    .returning({ id: users.id, email: users.email, name: users.name, role: users.role });
  return rows.map((r) => actorOf(r as Parameters<typeof actorOf>[0]));
}

describe('joining a slot concurrently (PostgreSQL server)', () => {
  it('50 candidates racing for 3 seats get exactly 3 reservations and the slot becomes full', async () => {
    expect(database.kind).toBe('postgres');
    const [company] = await makeUsers('company', 1);
    const job = await createJob(deps.db, company!.id);
    const slot = await createSlot(deps, company!, {
      title: 'Race',
      jobId: job.id,
      scheduledAt: inMinutes(120),
      duration: 60,
      maxCandidates: 3,
    });
    const candidates = await makeUsers('candidate', 50);
    const results = await Promise.allSettled(candidates.map((c) => joinSlot(deps, c, slot.id)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(3);
    expect(lost.every((r) => (r.reason as { code?: string }).code === 'SLOT_FULL')).toBe(true);
    const state = await deps.db.execute(sql`
      select s.current_candidates, s.status, (select count(*) from join_requests r where r.time_slot_id = s.id) as requests
        from time_slots s where s.id = ${slot.id}`);
    expect(state.rows[0]).toMatchObject({ current_candidates: 3, status: 'full', requests: '3' });
  });

  it('one candidate joining the same slot 10 times at once gets one seat', async () => {
    const [company] = await makeUsers('company', 1);
    const job = await createJob(deps.db, company!.id);
    const slot = await createSlot(deps, company!, {
      title: 'Twice',
      jobId: job.id,
      scheduledAt: inMinutes(120),
      duration: 60,
      maxCandidates: 5,
    });
    const [candidate] = await makeUsers('candidate', 1);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => joinSlot(deps, candidate!, slot.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const state = await deps.db.execute(
      sql`select current_candidates, status from time_slots where id = ${slot.id}`,
    );
    expect(state.rows[0]).toMatchObject({ current_candidates: 1, status: 'open' });
  });
});
