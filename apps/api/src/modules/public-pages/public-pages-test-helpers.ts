import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import type { SignedIn, TestContext } from '../../test/harness';
import { postJob } from '../applications/test-factories';

/** The JSON-LD blocks of a served page, parsed. */
export function jsonLdBlocks(page: string): unknown[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
}

/** The content attribute of a meta tag (by name or property), HTML entities decoded. */
export function metaContent(page: string, key: string): string | null {
  const match = new RegExp(
    `<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)">`,
  ).exec(page);
  return match ? decodeEntities(match[1]!) : null;
}

export const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** A job posted through the API, then given the fields the API does not set (expiry, update time) directly. */
export async function flight(
  ctx: TestContext,
  company: SignedIn,
  overrides: Record<string, unknown> = {},
  stored: Partial<typeof jobs.$inferInsert> = {},
) {
  const job = await postJob(ctx, company, overrides);
  if (Object.keys(stored).length > 0)
    await ctx.deps.db.update(jobs).set(stored).where(eq(jobs.id, job.id));
  return job;
}
