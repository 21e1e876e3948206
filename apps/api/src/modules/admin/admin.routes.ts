import { DEV_ADMIN_EMAIL } from '../../config';
import {
  AdminCompanyPage,
  AdminCompanyQuery,
  AdminLoginDefaults,
  AdminStats,
  AdminUser,
  AdminUserPage,
  AdminUserQuery,
  AuditPage,
  AuditQuery,
  CompanyVerificationRequest,
} from '@takeoff/shared/admin';
import { IdParams } from '@takeoff/shared/common';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { ADMIN_ONLY, ADMIN_TAGS } from './admin-access';
import { listAudit } from './audit.service';
import { listCompanies } from './companies.service';
import { getStats } from './stats.service';
import { deleteUserAccount, listUsers, setCompanyVerified } from './users.service';
import { registerAdminContentRoutes } from './content.routes';
import { registerAdminJobRoutes } from './jobs.routes';
import { registerAdminTotpRoutes } from './totp.routes';
import { registerAdminBackgroundJobRoutes } from './background-jobs.routes';

/** The back-office API: every route is admin-only, and every write leaves an audit row. */
export function registerAdminRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/admin-auth/defaults',
    summary:
      'The admin address the back-office login form prefills: the development default only; null in production, where the address is not published',
    tags: ADMIN_TAGS,
    access: 'public',
    response: AdminLoginDefaults,
    handler: () => ({
      email: deps.config.isProduction
        ? null
        : (deps.config.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).toLowerCase(),
    }),
  });

  api.add({
    method: 'get',
    path: '/api/admin/stats',
    summary: 'Platform figures, the latest registrations and registrations per week',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    response: AdminStats,
    handler: () => getStats(deps),
  });

  api.add({
    method: 'get',
    path: '/api/admin/users',
    summary:
      'Accounts newest first (paged): `q` matches any part of the name or email; `role` and `state` narrow the list',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    query: AdminUserQuery,
    response: AdminUserPage,
    handler: ({ query }) => listUsers(deps, query),
  });

  api.add({
    method: 'put',
    path: '/api/admin/companies/:id/verification',
    summary:
      'Set or clear a company’s verified mark, after checking the organisation (its email domain, its identity); audited',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    params: IdParams,
    body: CompanyVerificationRequest,
    response: AdminUser,
    handler: ({ user, params, body }) => setCompanyVerified(deps, user, params.id, body.verified),
  });

  api.add({
    method: 'delete',
    path: '/api/admin/users/:id',
    summary: 'Delete a candidate or company account with its content (admins cannot be deleted)',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    params: IdParams,
    handler: ({ user, params }) => deleteUserAccount(deps, user, params.id),
  });

  api.add({
    method: 'get',
    path: '/api/admin/companies',
    summary:
      'Company accounts for the job form’s company picker, in name order (paged): `q` matches the start of the name or of any word in it',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    query: AdminCompanyQuery,
    response: AdminCompanyPage,
    handler: ({ query }) => listCompanies(deps, query),
  });

  api.add({
    method: 'get',
    path: '/api/admin/audit-log',
    summary:
      'Every admin action, newest first (paged): narrowed by `actorId`, `action` and the UTC days `from`–`to` (inclusive)',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    query: AuditQuery,
    response: AuditPage,
    handler: ({ query }) => listAudit(deps, query),
  });

  registerAdminContentRoutes(api, deps);
  registerAdminJobRoutes(api, deps);
  registerAdminTotpRoutes(api, deps);
  registerAdminBackgroundJobRoutes(api, deps);
}
