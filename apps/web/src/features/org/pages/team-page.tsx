import { Suspense, useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { CreatedInvitation, OrgMember } from '@takeoff/shared/org';
import { can, type OrgRole } from '@takeoff/shared/org-permissions';
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
import { t as translate, useT } from '../i18n';
import { roleLabel } from '../lib/role-text';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The rename form's validation (zod, react-hook-form) loads beside the page's data, which draws first.
const OrganisationNameCard = lazyWithPreload(async () => ({
  default: (await import('../components/organisation-name-card')).OrganisationNameCard,
}));

type TeamPageProps = {
  organisation: string;
  actorRole: OrgRole;
  /** Re-reads the session after an ownership transfer (the actor is a recruiter from then on). */
  onOwnershipTransferred: () => Promise<unknown>;
  /** Re-reads the session after a rename (it carries the organisation's name). */
  onOrganisationRenamed: () => Promise<unknown>;
  /** Signs the browser out once the owner deleted the organisation. */
  onOrganisationDeleted: () => void;
};

/** /company/team: the organisation's members and pending invitations, with what the actor's role allows. */
export function TeamPage({
  organisation,
  actorRole,
  onOwnershipTransferred,
  onOrganisationRenamed,
  onOrganisationDeleted,
}: TeamPageProps) {
  const { t } = useT();
  const members = useMembers();
  const invitations = useInvitations();
  const [resent, setResent] = useState<CreatedInvitation | null>(null);
  const manages = can(actorRole, 'members.manage');
  useEffect(() => {
    if (manages) OrganisationNameCard.preload();
  }, [manages]);
  const transfer = useTransferOwnership({ onTransferred: onOwnershipTransferred });
  const transferTo = (member: OrgMember) =>
    transfer.mutate(
      { memberId: member.id },
      {
        onSuccess: () =>
          showSuccessToast(
            translate('team.transferredTitle', { name: member.name }),
            translate('team.transferredDescription', { organisation }),
          ),
        onError: (error) =>
          showDestructiveToast(
            translate('team.transferError'),
            errorMessage(error, translate('common.tryAgain')),
          ),
      },
    );

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('team.title')}
        description={t('team.description', { organisation, role: roleLabel(actorRole) })}
        actions={can(actorRole, 'members.invite') ? <InviteDialog actorRole={actorRole} /> : null}
      />
      <Card>
        <CardHeader>
          <CardTitle>{t('team.members')}</CardTitle>
          <CardDescription>
            {manages ? t('team.membersManage') : t('team.membersReadOnly')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {members.isPending ? (
            <PageSpinner />
          ) : members.isError ? (
            <p role="alert">{errorMessage(members.error, t('team.membersLoadError'))}</p>
          ) : (
            <ul
              className="grid gap-2"
              aria-label={t('team.members')}
              aria-busy={transfer.isPending}
            >
              {members.data.items.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  actorRole={actorRole}
                  onTransfer={transferTo}
                  transferring={transfer.isPending}
                />
              ))}
            </ul>
          )}
          {transfer.isPending ? (
            <Loader2 className="mt-2 animate-spin" aria-label={t('team.transferring')} />
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('team.pending')}</CardTitle>
          <CardDescription>{t('team.pendingDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {invitations.isPending ? (
            <PageSpinner />
          ) : invitations.isError ? (
            <p role="alert">{errorMessage(invitations.error, t('team.invitationsLoadError'))}</p>
          ) : invitations.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('team.noPending')}</p>
          ) : (
            <ul className="grid gap-2" aria-label={t('team.pending')}>
              {invitations.data.items.map((invitation) => (
                <InvitationRow
                  key={invitation.id}
                  invitation={invitation}
                  actorRole={actorRole}
                  resent={
                    resent && resent.email.toLowerCase() === invitation.email.toLowerCase()
                      ? resent
                      : null
                  }
                  onResent={setResent}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {manages ? (
        <Suspense fallback={<Skeleton className="h-44 w-full" />}>
          <OrganisationNameCard organisation={organisation} onRenamed={onOrganisationRenamed} />
        </Suspense>
      ) : null}
      {manages ? (
        <DeleteOrganisationCard organisation={organisation} onDeleted={onOrganisationDeleted} />
      ) : null}
    </div>
  );
}
