import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { RotateCw } from 'lucide-react';
import type { CreatedInvitation, OrgInvitation } from '@takeoff/shared/org';
import type { OrgRole } from '@takeoff/shared/org-permissions';
import { ConfirmButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useCreateInvitation } from '../api/create-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { t as translate, useT } from '../i18n';
import { managesInvitation } from '../lib/team-actions';
import { OrgRoleBadge } from './role-badge';

// Shown once an invitation is sent again: its rich text loads then.
const InvitationSent = lazyWithRetry(async () => ({
  default: (await import('./invitation-sent')).InvitationSent,
}));

type InvitationRowProps = {
  invitation: OrgInvitation;
  actorRole: OrgRole;
  /** The link a resend made for this address (the resent invitation is a new row: the page keeps it). */
  resent: CreatedInvitation | null;
  onResent: (created: CreatedInvitation) => void;
};

/** A pending invitation: resend (a new link replaces the old one, shown to copy) or revoke. */
export function InvitationRow({ invitation, actorRole, resent, onResent }: InvitationRowProps) {
  const { t } = useT();
  const resend = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const manages = managesInvitation(actorRole, invitation.role);
  const send = () =>
    resend.mutate(
      // Resending is the explicit choice to replace the pending link (same role).
      { email: invitation.email, role: invitation.role, replacePending: true },
      {
        onSuccess: onResent,
        onError: (error) =>
          showDestructiveToast(
            translate('common.invitationFailed'),
            errorMessage(error, translate('common.tryAgain')),
          ),
      },
    );
  const revokeInvitation = () =>
    revoke.mutate(invitation.id, {
      onSuccess: () =>
        showSuccessToast(translate('invitation.revoked', { email: invitation.email })),
      onError: (error) =>
        showDestructiveToast(
          translate('invitation.revokeError'),
          errorMessage(error, translate('common.tryAgain')),
        ),
    });

  return (
    <li className="grid gap-3 rounded-lg border border-border p-3" data-testid="invitation-row">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="break-all">{invitation.email}</span>
            <OrgRoleBadge role={invitation.role} />
          </p>
          <p className="text-xs text-muted-foreground">
            {invitation.invitedBy
              ? t('invitation.invitedByExpires', {
                  name: invitation.invitedBy,
                  date: formatDate(invitation.expiresAt),
                })
              : t('invitation.expires', { date: formatDate(invitation.expiresAt) })}
          </p>
        </div>
        {manages ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={send}
              disabled={resend.isPending}
              aria-label={t('invitation.resendLabel', { email: invitation.email })}
            >
              <RotateCw aria-hidden /> {t('invitation.resend')}
            </Button>
            <ConfirmButton
              label={t('invitation.revokeLabel', { email: invitation.email })}
              title={t('invitation.revokeTitle')}
              description={t('invitation.revokeDescription', { email: invitation.email })}
              confirmLabel={t('invitation.revoke')}
              disabled={revoke.isPending}
              onConfirm={revokeInvitation}
            >
              {t('invitation.revoke')}
            </ConfirmButton>
          </div>
        ) : null}
      </div>
      {resent ? (
        <Suspense fallback={null}>
          <InvitationSent invitation={resent} />
        </Suspense>
      ) : null}
    </li>
  );
}
