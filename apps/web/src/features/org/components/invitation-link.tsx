import { Copy } from 'lucide-react';
import { Trans } from 'react-i18next';
import type { CreatedInvitation } from '@takeoff/shared/org';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { formatDate } from '@/lib/format-date';
import { t as translate, useT } from '../i18n';
import { roleLabel } from '../lib/role-text';

/** The link a (re-)sent invitation made, shown once: the inviter may copy it to hand over another way. */
export function InvitationLink({ invitation }: { invitation: CreatedInvitation }) {
  const { t } = useT();
  const copy = () =>
    navigator.clipboard.writeText(invitation.inviteUrl).then(
      () => showSuccessToast(translate('link.copied')),
      () => showDestructiveToast(translate('link.copyError'), translate('link.copyYourself')),
    );
  return (
    <div className="grid gap-2 rounded-lg border border-status-live/40 bg-status-live/10 p-3" data-testid="invitation-link">
      <p role="status" className="text-sm">
        <Trans
          t={t}
          i18nKey="link.sent"
          values={{ email: invitation.email, role: roleLabel(invitation.role), date: formatDate(invitation.expiresAt) }}
          components={{ strong: <strong className="break-all" /> }}
        />
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly aria-label={t('link.label')} value={invitation.inviteUrl} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
        <Button type="button" variant="outline" onClick={() => void copy()} className="shrink-0">
          <Copy aria-hidden /> {t('link.copy')}
        </Button>
      </div>
    </div>
  );
}
