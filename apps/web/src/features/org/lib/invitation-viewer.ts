import type { User } from '@takeoff/shared/auth';

/**
 * Who opens an invitation link, which decides what the acceptance page offers: a visitor creates an account, a
 * company account in no organisation with the invited address joins, anyone else is told why they cannot and may
 * sign out (the server refuses them too).
 */
export type InvitationViewer =
  'signed-out' | 'can-join' | 'in-organisation' | 'not-a-company' | 'other-address';

export function invitationViewer(
  user: Pick<User, 'role' | 'org' | 'email'> | null,
  invited: string,
): InvitationViewer {
  if (!user) return 'signed-out';
  if (user.role !== 'company') return 'not-a-company';
  if (user.org) return 'in-organisation';
  return user.email.toLowerCase() === invited.toLowerCase() ? 'can-join' : 'other-address';
}
