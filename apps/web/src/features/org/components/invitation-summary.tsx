import type { InvitationPreview } from '@takeoff/shared/org';
import { formatDate } from '@/lib/format-date';
import { useT } from '../i18n';
import { roleDescription, roleLabel } from '../lib/role-text';

/** Whose invitation a link is: the organisation, the role, who invited, for which address and until when. */
export function InvitationSummary({ preview }: { preview: InvitationPreview }) {
  const { t } = useT();
  const rows = [
    [t('summary.organisation'), preview.organisation],
    [t('summary.role'), `${roleLabel(preview.role)}: ${roleDescription(preview.role)}`],
    [t('summary.invitedBy'), preview.invitedBy ?? t('summary.memberLeft')],
    [t('summary.for'), preview.email],
    [t('summary.expires'), formatDate(preview.expiresAt)],
  ] as const;
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-border p-3 text-sm"
      data-testid="invitation-summary"
    >
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
