import type { User } from '@takeoff/shared/auth';

/**
 * Who opens an invitation link, which decides what the acceptance page offers: a visitor creates an account, a
 * company account in no organisation joins, anyone else is told why they cannot and may sign out.
 */
export type InvitationViewer = 'signed-out' | 'can-join' | 'in-organisation' | 'not-a-company';

export function invitationViewer(user: Pick<User, 'role' | 'org'> | null): InvitationViewer {
  if (!user) return 'signed-out';
  if (user.role !== 'company') return 'not-a-company';
  return user.org ? 'in-organisation' : 'can-join';
}
