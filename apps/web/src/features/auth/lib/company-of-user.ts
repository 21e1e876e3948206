import type { User } from '@takeoff/shared/auth';
import type { OrgRole } from '@takeoff/shared/org-permissions';

type SessionUser = Pick<User, 'id' | 'role' | 'org'>;

/**
 * The company a signed-in company account acts for: its organisation's id (a member's own id is the person's,
 * not the company's). The one place the SPA derives it; for an account in no organisation its own id.
 */
export function companyIdOf(user: SessionUser): number {
  return user.org?.id ?? user.id;
}

/** The company's name: the organisation's (a member's own `name` is the person's). */
export function companyNameOf(user: Pick<User, 'name' | 'org'>): string {
  return user.org?.name ?? user.name;
}

/** A company member's role in their organisation; null for other accounts and a company account in none. */
export function orgRoleOf(user: Pick<User, 'role' | 'org'> | null | undefined): OrgRole | null {
  return user?.role === 'company' ? (user.org?.role ?? null) : null;
}
