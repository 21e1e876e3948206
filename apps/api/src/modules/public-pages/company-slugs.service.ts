import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { slugify } from '@takeoff/shared/public-pages';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { companySlugs } from '../../db/schema/public-pages';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';

const current = (companyId: number) =>
  and(eq(companySlugs.companyId, companyId), eq(companySlugs.current, true));

/**
 * The company's careers slug; a company that has none yet gets one derived from its name (then '-2', '-3'…,
 * then its id, then a random tail), claimed with one insert so two concurrent first visits agree.
 */
export async function currentSlug(
  exec: Executor,
  companyId: number,
  companyName?: string,
): Promise<string> {
  const [existing] = await exec
    .select({ slug: companySlugs.slug })
    .from(companySlugs)
    .where(current(companyId))
    .limit(1);
  if (existing) return existing.slug;
  let name = companyName;
  if (name === undefined)
    [{ name } = { name: '' }] = await exec
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, companyId));
  const base = slugify(name ?? '', `company-${companyId}`);
  // The id alone can meet the numbered series (company 2 and "name-2"): a few random tails close the list.
  // (Shortened first so a long name still fits SLUG_LIMITS.max with its tail.)
  const short = base.slice(0, 48).replace(/-+$/g, '');
  const candidates = [
    base,
    ...Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`),
    `${short}-${companyId}`,
    ...Array.from({ length: 3 }, () => `${short}-${randomBytes(3).toString('hex')}`),
  ];
  for (const slug of candidates) {
    await exec
      .insert(companySlugs)
      .values({ slug, companyId, current: true })
      .onConflictDoNothing();
    const [mine] = await exec
      .select({ slug: companySlugs.slug })
      .from(companySlugs)
      .where(current(companyId))
      .limit(1);
    if (mine) return mine.slug;
  }
  throw new AppError('SLUG_UNAVAILABLE', 409, 'No careers address could be found for this company');
}

export type SlugLookup = { companyId: number; currentSlug: string; isCurrent: boolean } | null;

/** Who a slug belongs to, and the company's current slug (an old one redirects there). */
export async function lookUpSlug(exec: Executor, slug: string): Promise<SlugLookup> {
  const result = await exec.execute(sql`
    select s.company_id, s.current, c.slug as current_slug
      from company_slugs s
      join users u on u.id = s.company_id and u.role = 'company' and u.disabled_at is null
      left join company_slugs c on c.company_id = s.company_id and c.current
     where s.slug = ${slug}`);
  const row = result.rows[0] as
    { company_id: number; current: boolean; current_slug: string | null } | undefined;
  if (!row || !row.current_slug) return null;
  return {
    companyId: Number(row.company_id),
    currentSlug: row.current_slug,
    isCurrent: Boolean(row.current),
  };
}

/**
 * A company renames its careers address. A slug another company has (or had) is refused with 409; the old
 * slug stays the company's and redirects to the new one.
 */
export async function changeSlug(
  exec: Executor,
  actor: SessionUser,
  slug: string,
): Promise<string> {
  const now = await currentSlug(exec, actor.partyId, actor.partyName);
  if (now === slug) return slug;
  return exec.transaction(async (tx) => {
    const [owner] = await tx
      .select({ companyId: companySlugs.companyId })
      .from(companySlugs)
      .where(eq(companySlugs.slug, slug))
      .for('update');
    if (owner && owner.companyId !== actor.partyId)
      throw AppError.conflict('This careers address is taken. Try another one.', 'SLUG_TAKEN');
    await tx.update(companySlugs).set({ current: false }).where(current(actor.partyId));
    if (owner)
      await tx.update(companySlugs).set({ current: true }).where(eq(companySlugs.slug, slug));
    else {
      // Another company claiming the same new slug at this moment: one insert wins, the other is told it is taken.
      const claimed = await tx
        .insert(companySlugs)
        .values({ slug, companyId: actor.partyId, current: true })
        .onConflictDoNothing()
        .returning({ slug: companySlugs.slug });
      if (claimed.length === 0)
        throw AppError.conflict('This careers address is taken. Try another one.', 'SLUG_TAKEN');
    }
    return slug;
  });
}

/**
 * After a rename the careers address follows the new name when one of its slugs is free; the old slug stays the
 * company's and redirects. A company with no address yet gets its first one from the new name.
 */
export async function followName(exec: Executor, companyId: number, name: string): Promise<string> {
  const [existing] = await exec
    .select({ slug: companySlugs.slug })
    .from(companySlugs)
    .where(current(companyId))
    .limit(1);
  if (!existing) return currentSlug(exec, companyId, name);
  const base = slugify(name, `company-${companyId}`);
  const candidates = [base, ...Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`)];
  for (const slug of candidates) {
    if (slug === existing.slug) return slug;
    const [owner] = await exec
      .select({ companyId: companySlugs.companyId })
      .from(companySlugs)
      .where(eq(companySlugs.slug, slug))
      .limit(1);
    if (owner && owner.companyId !== companyId) continue;
    await exec.update(companySlugs).set({ current: false }).where(current(companyId));
    if (owner) {
      await exec.update(companySlugs).set({ current: true }).where(eq(companySlugs.slug, slug));
      return slug;
    }
    const claimed = await exec
      .insert(companySlugs)
      .values({ slug, companyId, current: true })
      .onConflictDoNothing()
      .returning({ slug: companySlugs.slug });
    if (claimed.length > 0) return slug;
    // Another company took it at this moment: the old address stays current until a free one is found.
    await exec
      .update(companySlugs)
      .set({ current: true })
      .where(eq(companySlugs.slug, existing.slug));
  }
  return existing.slug;
}
