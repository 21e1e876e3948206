import { randomBytes } from 'node:crypto';
import { interviews, joinRequests, timeSlots } from '../../db/schema/interviews';
import { jobs } from '../../db/schema/jobs';
import type { Executor } from '../../db/client';

/**
 * Jobs belong to another area; tests (and the demo seed) write the few columns this area needs
 * directly. The flight number is random hex so repeated runs never collide on its unique index.
 */
export async function createJob(db: Executor, companyId: number, title = 'Frontend Engineer') {
  const [job] = await db
    .insert(jobs)
    .values({
      companyId,
      title,
      description: `${title} at Takeoff`,
      location: 'Remote',
      flightNumber: `TX${randomBytes(4).toString('hex')}`,
    })
    .returning({ id: jobs.id, title: jobs.title });
  return job!;
}

export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Interviews written straight to the table, so a test can place them in the past and at equal times. */
export async function createInterviews(
  db: Executor,
  rows: { companyId: number; candidateId: number; jobId: number; scheduledAt: Date }[],
) {
  const made = await db
    .insert(interviews)
    .values(rows.map((r) => ({ ...r, status: 'scheduled' as const })))
    .returning({ id: interviews.id });
  return made.map((r) => r.id);
}

/** Slots written straight to the table (past ones and equal times included). */
export async function createSlots(
  db: Executor,
  rows: { companyId: number; jobId: number; scheduledAt: Date; title?: string }[],
) {
  const made = await db
    .insert(timeSlots)
    .values(rows.map((r, i) => ({ title: `Slot ${i + 1}`, maxCandidates: 5, ...r })))
    .returning({ id: timeSlots.id });
  return made.map((r) => r.id);
}

/** Join requests written straight to the table, in the given status. */
export async function createJoinRequests(
  db: Executor,
  rows: { timeSlotId: number; candidateId: number; status?: 'pending' | 'accepted' | 'rejected' }[],
) {
  const made = await db.insert(joinRequests).values(rows).returning({ id: joinRequests.id });
  return made.map((r) => r.id);
}
