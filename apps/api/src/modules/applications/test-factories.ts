import type { TestContext, SignedIn } from '../../test/harness';
import { candidatePitches } from '../../db/schema/pitches';

/** The pitch API belongs to another area: tests create the row directly to satisfy "apply requires a pitch". */
export async function createPitch(
  ctx: TestContext,
  candidate: SignedIn,
  scores: { moodScore?: number; confidenceScore?: number } = {},
) {
  const [row] = await ctx.deps.db
    .insert(candidatePitches)
    .values({
      candidateId: candidate.user.id,
      title: 'Backend engineer',
      skills: ['Node', 'Postgres'],
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
      ...scores,
    })
    .returning();
  return row!;
}

export const jobInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Flight Engineer',
  description: 'Keeps the board running',
  location: 'Athens',
  type: 'full-time',
  experience: '3+ years',
  salary: '€50k',
  status: 'live',
  skills: 'TypeScript, Postgres',
  ...overrides,
});

/** Posts a job as `company` through the API (JSON form). */
export async function postJob(
  ctx: TestContext,
  company: SignedIn,
  overrides: Record<string, unknown> = {},
) {
  const res = await ctx.http.post('/api/jobs').set(company.auth).send(jobInput(overrides));
  if (res.status !== 201)
    throw new Error(`post job failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; title: string; companyId: number; flightNumber: string };
}

/** The ids of the jobs the job board's search finds for `q`, as `who` searches. */
export async function boardSearch(ctx: TestContext, who: SignedIn, q: string) {
  const res = await ctx.http.get('/api/jobs').query({ q }).set(who.auth);
  if (res.status !== 200)
    throw new Error(`board search failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { items: { id: number }[] }).items.map((job) => job.id);
}

export async function applyTo(
  ctx: TestContext,
  candidate: SignedIn,
  jobId: number,
  coverMessage = 'Hello',
) {
  const res = await ctx.http
    .post('/api/applications')
    .set(candidate.auth)
    .send({ jobId, coverMessage });
  if (res.status !== 201)
    throw new Error(`apply failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; status: string };
}
