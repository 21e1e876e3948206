import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { addMember } from '../org/org.fixtures';
import { applyTo, createPitch, postJob } from './test-factories';

/** Issue #41: the pipeline's "Talent pool" filter is the server's, over every job, never another organisation's pool. */
let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
/** Owner's jobs, oldest first: kept applicants on `first` and `third`, none on `second`. */
let first: { id: number };
let second: { id: number };
let third: { id: number };
const kept: Record<string, number> = {};
const notKept: Record<string, number> = {};

const candidate = async (name: string) => {
  const who = await signUp(ctx, 'candidate', name);
  await createPitch(ctx, who);
  return who;
};

async function reject(company: SignedIn, applicationId: number, keepInTalentPool: boolean) {
  const res = await ctx.http
    .post(`/api/applications/${applicationId}/reject`)
    .set(company.auth)
    .send({ keepInTalentPool });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

interface Listed {
  items: { id: number; applications: { id: number; inTalentPool: boolean }[] }[];
  nextCursor: string | null;
}

async function pipeline(who: SignedIn, companyId: number, query: Record<string, string | number>) {
  const res = await ctx.http
    .get(`/api/companies/${companyId}/jobs-with-applications`)
    .query(query)
    .set(who.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Listed;
}

/** Job id → application ids, as listed. */
const shape = (page: Listed) => page.items.map((j) => [j.id, j.applications.map((a) => a.id)]);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signUp(ctx, 'company', 'Pool Filter Air');
  other = await signUp(ctx, 'company', 'Other Pool Air');
  first = await postJob(ctx, owner, { title: 'First Pool Pilot' });
  second = await postJob(ctx, owner, { title: 'Second Pool Pilot' });
  third = await postJob(ctx, owner, { title: 'Third Pool Pilot' });

  const rhea = await candidate('Rhea Kept');
  const gus = await candidate('Gus Gone');
  const ola = await candidate('Ola Open');
  kept.rheaFirst = (await applyTo(ctx, rhea, first.id)).id;
  notKept.gusFirst = (await applyTo(ctx, gus, first.id)).id;
  notKept.olaSecond = (await applyTo(ctx, ola, second.id)).id;
  notKept.gusSecond = (await applyTo(ctx, gus, second.id)).id;
  await reject(owner, kept.rheaFirst, true);
  await reject(owner, notKept.gusFirst, false);
  await reject(owner, notKept.gusSecond, false);
  // Rhea, kept once, applies again: every application of a kept candidate is listed, whatever its stage.
  kept.rheaThird = (await applyTo(ctx, rhea, third.id)).id;

  // Another organisation keeps Ola in its own pool; Ola's open application to the owner's flight stays out of it.
  const otherFlight = await postJob(ctx, other, { title: 'Elsewhere Pilot' });
  kept.olaElsewhere = (await applyTo(ctx, ola, otherFlight.id)).id;
  await reject(other, kept.olaElsewhere, true);
});

describe('the pipeline filtered to the talent pool', () => {
  it('lists only the kept applicants and their jobs, and pages through them on the server', async () => {
    const all = await pipeline(owner, owner.user.id, { limit: 100 });
    expect(shape(all)).toEqual([
      [third.id, [kept.rheaThird]],
      [second.id, [notKept.gusSecond, notKept.olaSecond]],
      [first.id, [notKept.gusFirst, kept.rheaFirst]],
    ]);

    const pool = await pipeline(owner, owner.user.id, { talentPool: 'true', limit: 100 });
    expect(shape(pool)).toEqual([
      [third.id, [kept.rheaThird]],
      [first.id, [kept.rheaFirst]],
    ]);
    expect(pool.items.flatMap((j) => j.applications).every((a) => a.inTalentPool)).toBe(true);

    // One job a page: the second page is the oldest job, past the one without a kept applicant.
    const page1 = await pipeline(owner, owner.user.id, { talentPool: 'true', limit: 1 });
    expect(shape(page1)).toEqual([[third.id, [kept.rheaThird]]]);
    const page2 = await pipeline(owner, owner.user.id, {
      talentPool: 'true',
      limit: 1,
      cursor: page1.nextCursor!,
    });
    expect(shape(page2)).toEqual([[first.id, [kept.rheaFirst]]]);
    expect(page2.nextCursor).toBeNull();

    // talentPool=false is the whole pipeline.
    expect(
      shape(await pipeline(owner, owner.user.id, { talentPool: 'false', limit: 100 })),
    ).toEqual(shape(all));
  });

  it('reads only the organisation’s own pool: another organisation’s kept candidates never show', async () => {
    // Ola is in the other organisation's pool, not the owner's: not listed by the owner's filter.
    const ownPool = await pipeline(owner, owner.user.id, { talentPool: 'true', limit: 100 });
    expect(ownPool.items.flatMap((j) => j.applications).map((a) => a.id)).not.toContain(
      notKept.olaSecond,
    );
    // The other organisation's filter lists its own kept applicant, nothing of the owner's.
    const otherPool = await pipeline(other, other.user.id, { talentPool: 'true', limit: 100 });
    expect(otherPool.items.flatMap((j) => j.applications).map((a) => a.id)).toEqual([
      kept.olaElsewhere,
    ]);
    // Asking for the owner's pipeline as the other organisation is refused, and says nothing.
    const refused = await ctx.http
      .get(`/api/companies/${owner.user.id}/jobs-with-applications`)
      .query({ talentPool: 'true' })
      .set(other.auth);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/Pool Pilot|Rhea/);
    // An admin reading a company's pipeline gets that company's pool.
    const admin = await signInAdmin(ctx);
    expect(shape(await pipeline(admin, owner.user.id, { talentPool: 'true', limit: 100 }))).toEqual(
      shape(ownPool),
    );
  });

  it('keeps a member to their jobs: an interviewer sees the kept applicants of their assigned flights only', async () => {
    const interviewer = await addMember(ctx, owner, 'interviewer', 'Pool Interviewer');
    const assigned = await ctx.http
      .put(`/api/jobs/${first.id}/interviewers`)
      .set(owner.auth)
      .send({ memberIds: [interviewer.user.id] });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(
      shape(await pipeline(interviewer, owner.user.id, { talentPool: 'true', limit: 100 })),
    ).toEqual([[first.id, [kept.rheaFirst]]]);
  });

  it('is documented in the OpenAPI document as a query parameter of the pipeline', async () => {
    const res = await ctx.http.get('/api/openapi.json');
    const operation = res.body.paths['/api/companies/{id}/jobs-with-applications'].get as {
      parameters: { name: string; in: string; schema: { enum?: string[] }; description?: string }[];
    };
    const parameter = operation.parameters.find((p) => p.name === 'talentPool');
    expect(parameter).toMatchObject({ in: 'query', schema: { enum: ['true', 'false'] } });
    expect(parameter?.description).toMatch(/talent pool/);
  });

  it('refuses a filter that is not true or false with a 400 in the error shape', async () => {
    for (const query of [
      'talentPool=yes',
      'talentPool=1',
      'talentPool=TRUE',
      'talentPool=',
      'talentPool=true&talentPool=false',
      `talentPool=${encodeURIComponent("true' or 1=1 --")}`,
    ]) {
      const res = await ctx.http
        .get(`/api/companies/${owner.user.id}/jobs-with-applications?${query}`)
        .set(owner.auth);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
        issues: [expect.objectContaining({ path: ['talentPool'] })],
      });
    }
  });
});
