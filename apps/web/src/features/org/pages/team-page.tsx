import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { CreatedInvitation, OrgMember } from '@takeoff/shared/org';
import { can, ORG_ROLE_LABELS, type OrgRole } from '@takeoff/shared/org-roles';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useInvitations } from '../api/get-invitations';
import { useMembers } from '../api/get-members';
import { useTransferOwnership } from '../api/transfer-ownership';
import { DeleteOrganisationCard } from '../components/delete-organisation-card';
import { InvitationRow } from '../components/invitation-row';
import { InviteDialog } from '../components/invite-dialog';
import { MemberRow } from '../components/member-row';

type TeamPageProps = {
  organisation: string;
  actorRole: OrgRole;
  /** Re-reads the session after an ownership transfer (the actor is a recruiter from then on). */
  onOwnershipTransferred: () => Promise<unknown>;
  /** Signs the browser out once the owner deleted the organisation. */
  onOrganisationDeleted: () => void;
};

/** /company/team: the organisation's members and pending invitations, with what the actor's role allows. */
export function TeamPage({ organisation, actorRole, onOwnershipTransferred, onOrganisationDeleted }: TeamPageProps) {
  const members = useMembers();
  const invitations = useInvitations();
  const [resent, setResent] = useState<CreatedInvitation | null>(null);
  const transfer = useTransferOwnership({ onTransferred: onOwnershipTransferred });
  const transferTo = (member: OrgMember) =>
    transfer.mutate(
      { memberId: member.id },
      {
        onSuccess: () => showSuccessToast(`${member.name} is now the owner`, `You are now a recruiter of ${organisation}.`),
        onError: (error) => showDestructiveToast('Could not transfer ownership', errorMessage(error, 'Please try again.')),
      },
    );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Team"
        description={`The people of ${organisation} and what each may do. You are ${ORG_ROLE_LABELS[actorRole]}.`}
        actions={can(actorRole, 'members.invite') ? <InviteDialog actorRole={actorRole} /> : null}
      />
      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
          <CardDescription>{can(actorRole, 'members.manage') ? 'Change a role, remove a member or hand over ownership.' : 'Only the owner changes roles and removes members.'}</CardDescription>
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <PageSpinner />
          ) : members.isError ? (
            <p role="alert">{errorMessage(members.error, 'Could not load the members')}</p>
          ) : (
            <ul className="grid gap-2" aria-label="Members" aria-busy={transfer.isPending}>
              {members.data.items.map((member) => (
                <MemberRow key={member.id} member={member} actorRole={actorRole} onTransfer={transferTo} transferring={transfer.isPending} />
              ))}
            </ul>
          )}
          {transfer.isPending ? <Loader2 className="mt-2 animate-spin" aria-label="Transferring ownership" /> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pending invitations</CardTitle>
          <CardDescription>Invitations not accepted yet. Resending makes a new link and voids the old one.</CardDescription>
        </CardHeader>
        <CardContent>
          {invitations.isPending ? (
            <PageSpinner />
          ) : invitations.isError ? (
            <p role="alert">{errorMessage(invitations.error, 'Could not load the invitations')}</p>
          ) : invitations.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No pending invitations.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Pending invitations">
              {invitations.data.items.map((invitation) => (
                <InvitationRow
                  key={invitation.id}
                  invitation={invitation}
                  actorRole={actorRole}
                  resent={resent && resent.email.toLowerCase() === invitation.email.toLowerCase() ? resent : null}
                  onResent={setResent}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {can(actorRole, 'members.manage') ? <DeleteOrganisationCard organisation={organisation} onDeleted={onOrganisationDeleted} /> : null}
    </div>
  );
}
