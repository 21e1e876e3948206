import type { RequestHandler } from 'express';
import { and, eq, isNotNull } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import { adminTotp } from '../../db/schema/admin';
import { AppError } from '../../http/app-error';

/** What an admin without two-factor may still do where it is required: see its state, enrol, and sign out. */
const OPEN_BEFORE_ENROLMENT = new Set([
  '/api/admin/totp',
  '/api/admin/totp/enroll',
  '/api/admin/totp/activate',
]);

/**
 * Where two-factor is required (production by default), a signed-in admin who has not set it up reaches nothing in
 * the back office but enrolment: 403 TOTP_ENROLMENT_REQUIRED. Checked per request, so disabling it closes the
 * back office again at once.
 */
export function adminSecondFactorGate(deps: Pick<AppDeps, 'db' | 'config'>): RequestHandler {
  return (req, _res, next) => {
    // As Express's router matches: any letter case, an optional trailing slash.
    const route = `${req.baseUrl}${req.path}`.toLowerCase().replace(/\/+$/, '');
    if (
      !deps.config.adminTotpRequired ||
      req.actor?.role !== 'admin' ||
      !route.startsWith('/api/admin/') ||
      OPEN_BEFORE_ENROLMENT.has(route)
    )
      return next();
    deps.db
      .select({ userId: adminTotp.userId })
      .from(adminTotp)
      .where(and(eq(adminTotp.userId, req.actor.id), isNotNull(adminTotp.secret)))
      .then(
        ([enabled]) =>
          next(
            enabled
              ? undefined
              : AppError.forbidden(ADMIN_MESSAGES.totpEnrolmentRequired, 'TOTP_ENROLMENT_REQUIRED'),
          ),
        next,
      );
  };
}
