import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { postJob } from '../applications/test-factories';

let ctx: TestContext;
let company: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  company = await signUp(ctx, 'company');
});

describe('saved jobs', () => {
  it('saves, lists newest first in pages, and unsaves', async () => {
    const candidate = await signUp(ctx, 'candidate');
    const a = await postJob(ctx, company);
    const b = await postJob(ctx, company);
    const c = await postJob(ctx, company);
    for (const job of [a, b, c])
      expect((await ctx.http.post(`/api/saved-jobs/${job.id}`).set(candidate.auth)).status).toBe(
        204,
      );
    expect((await ctx.http.post(`/api/saved-jobs/${a.id}`).set(candidate.auth)).status).toBe(204);
    const first = await ctx.http.get('/api/saved-jobs?limit=2').set(candidate.auth);
    const second = await ctx.http
      .get(`/api/saved-jobs?limit=2&cursor=${first.body.nextCursor}`)
      .set(candidate.auth);
    expect(
      [...first.body.items, ...second.body.items].map((s: { job: { id: number } }) => s.job.id),
    ).toEqual([c.id, b.id, a.id]);
    expect(second.body.nextCursor).toBeNull();
    expect((await ctx.http.delete(`/api/saved-jobs/${b.id}`).set(candidate.auth)).status).toBe(204);
    expect((await ctx.http.delete(`/api/saved-jobs/${b.id}`).set(candidate.auth)).status).toBe(404);
    const after = await ctx.http.get('/api/saved-jobs').set(candidate.auth);
    expect(after.body.items.map((s: { job: { id: number } }) => s.job.id)).toEqual([c.id, a.id]);
  });

  it("keeps each candidate's list their own and refuses missing jobs", async () => {
    const one = await signUp(ctx, 'candidate');
    const two = await signUp(ctx, 'candidate');
    const job = await postJob(ctx, company);
    await ctx.http.post(`/api/saved-jobs/${job.id}`).set(one.auth);
    expect((await ctx.http.get('/api/saved-jobs').set(two.auth)).body.items).toHaveLength(0);
    expect((await ctx.http.delete(`/api/saved-jobs/${job.id}`).set(two.auth)).status).toBe(404);
    expect((await ctx.http.post('/api/saved-jobs/2147483000').set(one.auth)).status).toBe(404);
    expect((await ctx.http.post('/api/saved-jobs/abc').set(one.auth)).status).toBe(400);
  });
});
