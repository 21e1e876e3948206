import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { can, ORG_ROLE_LABELS, type OrgPermission } from '@takeoff/shared/org-roles';
import { jobInterviewers } from '../db/schema/org';
import { AppError } from './app-error';
import type { SessionUser } from './session';
import type { Access } from './api-router';

/**
 * A route's organisation rule: a permission; `personal` for the person's own account (no organisation needed); or
 * `signed-in` for what every signed-in user reads alike (the job board, companies' public profiles), so any member.
 */
export type RoutePermission = OrgPermission | 'personal' | 'signed-in';

/**
 * The one decision about a company member: which organisation they act for (SessionUser.partyId, set when the
 * session is resolved) and what their role there allows. The router calls it for every route a company may
 * use; services call requireOrgPermission for rules that depend on the object (an interviewer's assigned jobs).
 *
 * A route that lists `company` allows `company.work` (owners and recruiters) unless it names another
 * permission; an `authenticated` route must name one (the router refuses it otherwise): no "any member" default.
 */
export function checkOrgAccess(
  actor: SessionUser,
  access: Access,
  permission: RoutePermission | undefined,
) {
  if (
    actor.role !== 'company' ||
    access === 'public' ||
    permission === 'personal' ||
    permission === 'signed-in'
  )
    return;
  const listsCompany = access !== 'authenticated' && access.includes('company');
  if (!listsCompany && permission === undefined) return;
  requireOrgPermission(actor, permission ?? 'company.work');
}

export function requireOrgPermission(actor: SessionUser, permission: OrgPermission) {
  if (actor.role !== 'company') return;
  if (!actor.org)
    throw AppError.forbidden(
      'Your account is not a member of an organisation any more',
      'NO_ORGANISATION',
    );
  if (!can(actor.org.role, permission)) {
    throw AppError.forbidden(
      `${ORG_ROLE_LABELS[actor.org.role]}s cannot do this in their organisation`,
      'ORG_ROLE_FORBIDDEN',
    );
  }
}

/** Whether the actor sees every job of the organisation (an interviewer only the jobs assigned to them). */
export const seesAllJobs = (actor: SessionUser) =>
  actor.role !== 'company' || actor.org?.role !== 'interviewer';

/**
 * The jobs an actor may see as a company member, as a condition on a job id column: every job of the
 * organisation for owners and recruiters (the caller filters by organisation), only the assigned ones for an
 * interviewer. Undefined when there is nothing to add.
 */
export function visibleJobs(actor: SessionUser, jobId: AnyColumn | SQL): SQL | undefined {
  if (seesAllJobs(actor)) return undefined;
  return assignedJobsOnly(jobId, actor.id);
}

/** The condition an interviewer's lists add: the job is assigned to the member (an id, or `sql.placeholder` in a prepared statement). */
export const assignedJobsOnly = (jobId: AnyColumn | SQL, userId: number | Placeholder) =>
  sql`${jobId} in (select ${jobInterviewers.jobId} from ${jobInterviewers} where ${jobInterviewers.userId} = ${userId})`;
