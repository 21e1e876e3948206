import { Trans } from 'react-i18next';
import type { CreatedInvitation } from '@takeoff/shared/org';
import { formatDate } from '@/lib/format-date';
import { useT } from '../i18n';
import { roleLabel } from '../lib/role-text';

/** What a (re-)sent invitation did: its link went to the invited inbox only, so following it proves the address. */
export function InvitationSent({ invitation }: { invitation: CreatedInvitation }) {
  const { t } = useT();
  return (
    <div
      className="rounded-lg border border-status-live/40 bg-status-live/10 p-3"
      data-testid="invitation-sent"
    >
      <p role="status" className="text-sm">
        <Trans
          t={t}
          i18nKey="link.sent"
          values={{
            email: invitation.email,
            role: roleLabel(invitation.role),
            date: formatDate(invitation.expiresAt),
          }}
          components={{ strong: <strong className="break-all" /> }}
        />
      </p>
    </div>
  );
}
