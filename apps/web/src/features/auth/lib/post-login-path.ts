import type { User } from '@takeoff/shared/auth';
import { can } from '@takeoff/shared/org-permissions';
import { orgRoleOf } from './company-of-user';

/**
 * Where a user lands after login or register (seeds §2). The one place to change
 * destinations: consent gating hooks in here (e.g. return a consent path first).
 */
export function postLoginPath(user: Pick<User, 'role'> & Partial<Pick<User, 'org'>>): string {
  switch (user.role) {
    case 'candidate':
      return '/candidate/dashboard';
    case 'company':
      // A member whose role has no dashboard (an interviewer) starts on the applications they evaluate.
      return user.org && !can(orgRoleOf({ role: user.role, org: user.org }), 'company.work')
        ? '/company/applications'
        : '/company/dashboard';
    default:
      return '/';
  }
}

/** The dashboard a role's landing button leads to, or null for roles without one. */
export function dashboardPathForRole(role: User['role']): string | null {
  return role === 'admin' ? null : postLoginPath({ role });
}
