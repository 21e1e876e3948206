import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MEMBER_AUDIT_ACTIONS,
  type AuditAction,
  type AuditActorKind,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
} from '@takeoff/shared/admin';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { adminAuditLog } from '../../db/schema/admin';
import { decodeIdCursor, encodeIdCursor } from '../../http/cursor';
import type { SessionUser } from '../../http/session';

export interface AuditInput {
  /** One of AUDIT_ACTIONS (the filter and the interface's words list them). */
  action: string;
  targetType: string;
  targetId?: number | string | null;
  details?: Record<string, unknown>;
}

/** How the audit log names an account: role and id, never an email or a name (they go when the account is erased). */
export const accountLabel = (id: number, role: string) => `${role} #${id}`;

/** Records an admin write; call it with the write's transaction so both commit or neither does. */
export async function recordAudit(
  exec: Executor,
  actor: Pick<SessionUser, 'id'> | null,
  input: AuditInput,
) {
  await exec.insert(adminAuditLog).values({
    adminId: actor?.id ?? null,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId == null ? null : String(input.targetId),
    details: input.details ?? null,
  });
}

// Entries written before anyone was signed in: their actor is whoever tried, not an admin.
const VISITOR_ACTIONS: readonly string[] = ['admin.sign_in_failed'] satisfies AuditAction[];
const target = alias(users, 'audit_target');

function actorKind(
  adminId: number | null,
  adminEmail: string | null,
  action: string,
): AuditActorKind {
  if (MEMBER_AUDIT_ACTIONS.includes(action)) return 'member';
  if (adminId !== null && adminEmail !== null) return 'admin';
  return adminId === null && VISITOR_ACTIONS.includes(action) ? 'visitor' : 'deleted_admin';
}

/** The audit log newest first (keyset on id), narrowed by actor, action and a range of UTC days. */
export async function listAudit(deps: AppDeps, query: AuditQuery): Promise<AuditPage> {
  const rows = await deps.db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminEmail: users.email,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      targetEmail: target.email,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    // Only user targets carry an account id. CASE, not AND: PostgreSQL may evaluate AND's terms in any order, and a
    // queue's uuid reaching the integer cast fails the whole statement.
    .leftJoin(
      target,
      sql`${target.id} = case when ${adminAuditLog.targetType} = 'user' and ${adminAuditLog.targetId} ~ '^[0-9]{1,9}$' then ${adminAuditLog.targetId}::int end`,
    )
    .where(
      and(
        query.cursor ? lt(adminAuditLog.id, decodeIdCursor(query.cursor)) : undefined,
        query.actorId ? eq(adminAuditLog.adminId, query.actorId) : undefined,
        query.action ? eq(adminAuditLog.action, query.action) : undefined,
        query.from
          ? gte(adminAuditLog.createdAt, sql`${query.from}::date::timestamp at time zone 'UTC'`)
          : undefined,
        query.to
          ? lt(adminAuditLog.createdAt, sql`(${query.to}::date + 1)::timestamp at time zone 'UTC'`)
          : undefined,
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const items: AuditEntry[] = page.map((r) => ({
    ...r,
    actorKind: actorKind(r.adminId, r.adminEmail, r.action),
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, nextCursor: rows.length > query.limit ? encodeIdCursor(page.at(-1)!.id) : null };
}
