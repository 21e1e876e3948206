import {
  TotpActivateResponse,
  TotpCodeRequest,
  TotpEnrollResponse,
  TotpStatus,
} from '@takeoff/shared/admin';
import type { ApiRouter } from '../../http/api-router';
import type { AppDeps } from '../../deps';
import { ADMIN_ONLY, ADMIN_TAGS } from './admin-access';
import { activateTotp, disableTotp, enrollTotp, getTotpStatus } from './totp.service';

/** TOTP two-factor for the signed-in admin's own account. */
export function registerAdminTotpRoutes(api: ApiRouter, deps: AppDeps) {
  api.add({
    method: 'get',
    path: '/api/admin/totp',
    summary: 'Whether two-factor is enabled, and how many recovery codes are left',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    response: TotpStatus,
    handler: ({ user }) => getTotpStatus(deps, user),
  });

  api.add({
    method: 'post',
    path: '/api/admin/totp/enroll',
    summary: 'Start enrolment: a pending secret as otpauth URI and QR code (shown only now)',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    response: TotpEnrollResponse,
    errors: [409],
    handler: ({ user }) => enrollTotp(deps, user),
  });

  api.add({
    method: 'post',
    path: '/api/admin/totp/activate',
    summary: 'Confirm enrolment with a current code; returns single-use recovery codes once',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    body: TotpCodeRequest,
    response: TotpActivateResponse,
    errors: [409],
    handler: ({ user, body }) => activateTotp(deps, user, body.code),
  });

  api.add({
    method: 'post',
    path: '/api/admin/totp/disable',
    summary: 'Turn two-factor off with a current code or a recovery code',
    tags: ADMIN_TAGS,
    access: ADMIN_ONLY,
    body: TotpCodeRequest,
    handler: ({ user, body }) => disableTotp(deps, user, body.code),
  });
}
