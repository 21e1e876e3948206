import { eq } from 'drizzle-orm';
import type { WaitlistStatus } from '@takeoff/shared/waitlist';
import type { AppDeps } from '../../deps';
import { waitlistEntries } from '../../db/schema/waitlist';
import type { SessionUser } from '../../http/session';

export async function getWaitlistStatus(
  deps: AppDeps,
  actor: SessionUser,
): Promise<WaitlistStatus> {
  const [row] = await deps.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, actor.id))
    .limit(1);
  return { joined: Boolean(row), joinedAt: row ? row.createdAt.toISOString() : null };
}

/** Joining twice keeps the first entry: one per user, by primary key. */
export async function joinWaitlist(deps: AppDeps, actor: SessionUser): Promise<WaitlistStatus> {
  await deps.db
    .insert(waitlistEntries)
    .values({ userId: actor.id, email: actor.email, name: actor.name })
    .onConflictDoNothing();
  return getWaitlistStatus(deps, actor);
}
