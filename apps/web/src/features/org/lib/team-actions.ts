import { InvitableRole, type OrgMember } from '@takeoff/shared/org';
import { can, canInvite, type OrgRole } from '@takeoff/shared/org-permissions';

type Invitable = (typeof InvitableRole.options)[number];

/** The roles a member may offer in the invite dialog: the owner both, a recruiter "Interviewer" only. */
export function invitableRoles(actor: OrgRole | null): Invitable[] {
  return InvitableRole.options.filter((role) => canInvite(actor, role));
}

/** What the actor may do to a member's row: change their role, remove them, hand them ownership. */
export function memberActions(actor: OrgRole | null, member: Pick<OrgMember, 'role' | 'isYou'>) {
  const manages = can(actor, 'members.manage') && !member.isYou && member.role !== 'owner';
  return { changeRole: manages, remove: manages, transferOwnership: manages };
}

/** Whether the actor may resend or revoke a pending invitation of this role (as the API decides it). */
export const managesInvitation = (actor: OrgRole | null, role: Invitable) => canInvite(actor, role);
