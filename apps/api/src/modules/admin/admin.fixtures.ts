import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { jobs } from '../../db/schema/jobs';
import { candidatePitches } from '../../db/schema/pitches';
import { companyPromos } from '../../db/schema/promos';
import { hashPassword } from '../auth/password';
import { uniqueEmail } from '../../test/harness';

/**
 * Test rows for areas whose APIs are not on this branch yet (pitches, promos, jobs): written
 * through the core tables the way those services write them.
 */
export async function insertPitch(
  deps: AppDeps,
  candidateId: number,
  values: Partial<typeof candidatePitches.$inferInsert> = {},
) {
  const [row] = await deps.db
    .insert(candidatePitches)
    .values({
      candidateId,
      title: `Pitch ${candidateId}`,
      skills: ['TypeScript', 'SQL'],
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertPromo(
  deps: AppDeps,
  companyId: number,
  videoMediaId: number | null = null,
) {
  const [row] = await deps.db
    .insert(companyPromos)
    .values({
      companyId,
      videoMediaId,
      questions: ['Why us?', 'What is the team like?', 'What will I learn?'],
    })
    .returning();
  return row!;
}

export async function insertJob(
  deps: AppDeps,
  companyId: number,
  values: Partial<typeof jobs.$inferInsert> = {},
) {
  const [row] = await deps.db
    .insert(jobs)
    .values({
      companyId,
      title: 'Fixture job',
      description: 'Fixture',
      location: 'Athens',
      flightNumber: `FX${crypto.randomUUID().slice(0, 8)}`,
      ...values,
    })
    .returning();
  return row!;
}

/** A second admin account (so TOTP tests never touch the admin other test files sign in as). */
export async function insertAdmin(deps: AppDeps, password: string) {
  const email = uniqueEmail('admin');
  const [row] = await deps.db
    .insert(users)
    .values({
      email,
      name: 'Second Admin',
      role: 'admin',
      passwordHash: await hashPassword(deps.config, password),
    })
    .returning();
  return row!;
}

export async function userExists(deps: AppDeps, userId: number) {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
