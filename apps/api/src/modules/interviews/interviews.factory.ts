import { randomBytes } from 'node:crypto';
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
