import type { OrgMember } from '@takeoff/shared/org';
import { can, canInvite, ORG_ROLES, type OrgRole } from '@takeoff/shared/org-permissions';

type Invitable = Exclude<OrgRole, 'owner'>;
// Every role but the owner's, as the schema InvitableRole says; read from here, the team page needs no zod.
const INVITABLE_ROLES = ORG_ROLES.filter((role): role is Invitable => role !== 'owner');

/** The roles a member may offer in the invite dialog: the owner both, a recruiter "Interviewer" only. */
export function invitableRoles(actor: OrgRole | null): Invitable[] {
  return INVITABLE_ROLES.filter((role) => canInvite(actor, role));
}

/** What the actor may do to a member's row: change their role, remove them, hand them ownership. */
export function memberActions(actor: OrgRole | null, member: Pick<OrgMember, 'role' | 'isYou'>) {
  const manages = can(actor, 'members.manage') && !member.isYou && member.role !== 'owner';
  return { changeRole: manages, remove: manages, transferOwnership: manages };
}

/** Whether the actor may resend or revoke a pending invitation of this role (as the API decides it). */
export const managesInvitation = (actor: OrgRole | null, role: Invitable) => canInvite(actor, role);
