import { and, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserPage,
  type AdminUserQuery,
  type AdminUserState,
} from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/auth';
import { isoTime } from '../../db/iso-time';
import { AppError } from '../../http/app-error';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';
import { accountLabel, recordAudit } from './audit.service';
import { escapeLike } from '../../db/like-pattern';
import { eraseUser } from '../gdpr/erasure.service';

/**
 * What the back-office shows of an account, selected in the answer's own shape: only these columns are read (never
 * the password hash or the rest), the marks as booleans and the time as ISO text (no Dates made only to be written).
 */
export const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  subscriptionStatus: users.subscriptionStatus,
  verified: sql<boolean>`${users.verifiedAt} is not null`,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  disabled: sql<boolean>`${users.disabledAt} is not null`,
  createdAt: isoTime(users.createdAt),
};

/**
 * Sets or clears a company's verified mark (an admin's decision after checking the organisation), with an audit
 * entry. Only companies can be verified; anyone else is not found.
 */
export async function setCompanyVerified(
  deps: AppDeps,
  actor: SessionUser,
  companyId: number,
  verified: boolean,
): Promise<AdminUser> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ verifiedAt: verified ? sql`coalesce(${users.verifiedAt}, now())` : null })
      .where(and(eq(users.id, companyId), eq(users.role, 'company')))
      .returning(adminUserColumns);
    if (!row) throw AppError.notFound('Company not found');
    await recordAudit(tx, actor, {
      action: verified ? 'company.verify' : 'company.unverify',
      targetType: 'user',
      targetId: companyId,
      details: { account: accountLabel(companyId, 'company') },
    });
    return row;
  });
}

const stateFilter: Record<AdminUserState, SQL | undefined> = {
  email_verified: isNotNull(users.emailVerifiedAt),
  email_unverified: isNull(users.emailVerifiedAt),
  company_verified: and(eq(users.role, 'company'), isNotNull(users.verifiedAt)),
  company_unverified: and(eq(users.role, 'company'), isNull(users.verifiedAt)),
  disabled: isNotNull(users.disabledAt),
};

/** User Management: newest first (keyset on id), narrowed by a search in name or email, a role and a state. */
export async function listUsers(deps: AppDeps, query: AdminUserQuery): Promise<AdminUserPage> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const rows = await deps.db
    .select(adminUserColumns)
    .from(users)
    .where(
      and(
        query.cursor ? lt(users.id, decodeIdCursor(query.cursor)) : undefined,
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
        query.role ? eq(users.role, query.role) : undefined,
        query.state ? stateFilter[query.state] : undefined,
      ),
    )
    .orderBy(desc(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page,
    nextCursor: rows.length > query.limit ? encodeIdCursor(page.at(-1)!.id) : null,
  };
}

/**
 * Deletes an account through gdpr's erasure (the user row with everything that cascades, consent
 * records marked, stored media removed after commit). Admins are refused before anything happens.
 */
export async function deleteUserAccount(deps: AppDeps, actor: SessionUser, userId: number) {
  const [target] = await deps.db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!target) throw AppError.notFound('User not found');
  // An admin can't delete itself or another admin: the back-office must never lock itself out.
  if (target.role === 'admin')
    throw AppError.forbidden(ADMIN_MESSAGES.cannotDeleteAdmin, 'ADMIN_PROTECTED');
  const result = await eraseUser(deps, userId, { by: { id: actor.id, role: actor.role } });
  // eraseUser owns its transaction; the audit row follows its commit (gdpr_erasures also records the admin).
  await recordAudit(deps.db, actor, {
    action: 'user.delete',
    targetType: 'user',
    targetId: userId,
    // By id and a non-identifying label only: the log outlives the erased account and must not keep who it was.
    details: {
      account: accountLabel(userId, target.role),
      role: target.role,
      mediaObjects: result.storageObjectsDeleted,
    },
  });
}
