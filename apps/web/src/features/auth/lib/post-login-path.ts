import type { User } from '@takeoff/shared/auth';

/**
 * Where a user lands after login or register (seeds §2). The one place to change
 * destinations: consent gating hooks in here (e.g. return a consent path first).
 */
export function postLoginPath(user: Pick<User, 'role'>): string {
  switch (user.role) {
    case 'candidate':
      return '/candidate/dashboard';
    case 'company':
      return '/company/dashboard';
    default:
      return '/';
  }
}

/** The dashboard a role's landing button leads to, or null for roles without one. */
export function dashboardPathForRole(role: User['role']): string | null {
  return role === 'admin' ? null : postLoginPath({ role });
}
