import { can, ORG_ROLE_LABELS, type OrgPermission } from '@takeoff/shared/org-roles';
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
