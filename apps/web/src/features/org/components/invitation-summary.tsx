import type { InvitationPreview } from '@takeoff/shared/org';
import { ORG_ROLE_DESCRIPTIONS, ORG_ROLE_LABELS } from '@takeoff/shared/org-roles';
import { formatDate } from '@/lib/format-date';

/** Whose invitation a link is: the organisation, the role, who invited, for which address and until when. */
export function InvitationSummary({ preview }: { preview: InvitationPreview }) {
  const rows = [
    ['Organisation', preview.organisation],
    ['Role', `${ORG_ROLE_LABELS[preview.role]}: ${ORG_ROLE_DESCRIPTIONS[preview.role]}`],
    ['Invited by', preview.invitedBy ?? 'A member who has left'],
    ['For', preview.email],
    ['Expires', formatDate(preview.expiresAt)],
  ] as const;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-border p-3 text-sm" data-testid="invitation-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
