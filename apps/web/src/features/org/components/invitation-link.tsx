import { Copy } from 'lucide-react';
import type { CreatedInvitation } from '@takeoff/shared/org';
import { ORG_ROLE_LABELS } from '@takeoff/shared/org-roles';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { formatDate } from '@/lib/format-date';

/** The link a (re-)sent invitation made, shown once: the inviter may copy it to hand over another way. */
export function InvitationLink({ invitation }: { invitation: CreatedInvitation }) {
  const copy = () =>
    navigator.clipboard.writeText(invitation.inviteUrl).then(
      () => showSuccessToast('Invitation link copied'),
      () => showDestructiveToast('Could not copy the link', 'Select the link and copy it yourself.'),
    );
  return (
    <div className="grid gap-2 rounded-lg border border-status-live/40 bg-status-live/10 p-3" data-testid="invitation-link">
      <p role="status" className="text-sm">
        We sent an invitation to <strong className="break-all">{invitation.email}</strong> as {ORG_ROLE_LABELS[invitation.role]}. You can also
        copy the link and send it yourself; it works once and expires on {formatDate(invitation.expiresAt)}.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input readOnly aria-label="Invitation link" value={invitation.inviteUrl} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
        <Button type="button" variant="outline" onClick={() => void copy()} className="shrink-0">
          <Copy aria-hidden /> Copy
        </Button>
      </div>
    </div>
  );
}
