import { eq } from 'drizzle-orm';
import type { OrgMembership } from '@takeoff/shared/org-roles';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { orgMembers } from '../../db/schema/org';

/** The organisation a user belongs to, with their role there; null for a user in none. */
export async function membershipOf(exec: Executor, userId: number): Promise<OrgMembership | null> {
  const [row] = await exec
    .select({ id: orgMembers.orgId, role: orgMembers.role, name: users.name })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.orgId))
    .where(eq(orgMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** A company account registering makes its organisation, itself the owner (its id is the organisation's). */
export async function createOrganisation(exec: Executor, companyId: number) {
  await exec.insert(orgMembers).values({ userId: companyId, orgId: companyId, role: 'owner' });
}
