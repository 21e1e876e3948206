import type { User } from '@takeoff/shared/auth';
import { can } from '@takeoff/shared/org-permissions';
import { orgRoleOf } from '@/features/auth/lib/company-of-user';
import { postLoginPath } from '@/features/auth/lib/post-login-path';
import { companyPermissionFor } from './navigation';

export type CompanyPageAccess =
  { kind: 'allowed' } | { kind: 'redirect'; to: string } | { kind: 'not-available' };

/**
 * Whether a company member may open `pathname` in the company area. A dashboard address sends a member without
 * a dashboard to their start page; any other page their role may not use shows a notice (and fires no request).
 */
export function companyPageAccess(
  user: Pick<User, 'role' | 'org'>,
  pathname: string,
): CompanyPageAccess {
  if (user.role !== 'company') return { kind: 'allowed' };
  const permission = companyPermissionFor(pathname);
  if (!permission || can(orgRoleOf(user), permission)) return { kind: 'allowed' };
  const home = postLoginPath(user);
  if (
    permission === 'company.work' &&
    home !== pathname &&
    can(orgRoleOf(user), 'applications.read')
  )
    return { kind: 'redirect', to: home };
  return { kind: 'not-available' };
}
