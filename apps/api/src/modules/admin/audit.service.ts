import { desc, eq, lt } from 'drizzle-orm';
import type { PageQuery } from '@takeoff/shared/common';
import type { AuditEntry, AuditPage } from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { adminAuditLog } from '../../db/schema/admin';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';

export interface AuditInput {
  action: string;
  targetType: string;
  targetId?: number | string | null;
  details?: Record<string, unknown>;
}

/** How the audit log names an account: role and id, never an email or a name (they go when the account is erased). */
export const accountLabel = (id: number, role: string) => `${role} #${id}`;

/** Records an admin write; call it with the write's transaction so both commit or neither does. */
export async function recordAudit(exec: Executor, actor: Pick<SessionUser, 'id'> | null, input: AuditInput) {
  await exec.insert(adminAuditLog).values({
    adminId: actor?.id ?? null,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId == null ? null : String(input.targetId),
    details: input.details ?? null,
  });
}

export async function listAudit(deps: AppDeps, query: PageQuery): Promise<AuditPage> {
  const rows = await deps.db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminEmail: users.email,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .where(query.cursor ? lt(adminAuditLog.id, decodeIdCursor(query.cursor)) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const items: AuditEntry[] = page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { items, nextCursor: rows.length > query.limit ? encodeIdCursor(page.at(-1)!.id) : null };
}
