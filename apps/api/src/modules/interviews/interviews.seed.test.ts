import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, signUp, type TestContext } from '../../test/harness';
import { jobs } from '../../db/schema/jobs';
import { boardSearch } from '../applications/test-factories';
import { seedInterviews } from './interviews.seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

it('gives a demo company without flights a position that the job board search finds', async () => {
  const tag = crypto.randomUUID().slice(0, 6);
  const companies = [
    await signUp(ctx, 'company', `Seedless Air ${tag}`),
    await signUp(ctx, 'company', `Seedless Sea ${tag}`),
  ];
  const candidates = [
    await signUp(ctx, 'candidate'),
    await signUp(ctx, 'candidate'),
    await signUp(ctx, 'candidate'),
  ];
  const user = (who: (typeof companies)[number]) => ({
    id: who.user.id,
    email: who.user.email,
    name: who.user.name,
  });
  await seedInterviews(ctx.deps, {
    companies: companies.map(user),
    candidates: candidates.map(user),
  });

  const [position] = await ctx.deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.companyId, companies[0]!.user.id));
  expect(position).toBeDefined();
  expect(await boardSearch(ctx, candidates[0]!, `frontend seedless air ${tag}`)).toEqual([
    position!.id,
  ]);
});
