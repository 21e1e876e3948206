import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { ORG_ROLE_LABELS } from '@takeoff/shared/org-roles';
import type { ScorecardAggregate } from '@takeoff/shared/scorecards';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { orgMembersQueryOptions } from '@/lib/org-members';
import { useRequestScorecard } from '../api/request-scorecard';

type Member = { id: number; name: string };

const selectClass = 'h-10 w-full min-w-0 rounded-md border border-border bg-board-cell px-3 text-sm';

function useAsk(applicationId: number) {
  const request = useRequestScorecard();
  const ask = (member: Member) =>
    request.mutate(
      { applicationId, memberId: member.id },
      {
        onSuccess: () => showSuccessToast('Scorecard requested', `${member.name} was asked for a scorecard.`),
        onError: (error) => showDestructiveToast('Error', errorMessage(error, 'Could not ask for a scorecard')),
      },
    );
  return { ask, busy: request.isPending };
}

/** Any other member who has not scored and was not asked yet (an unassigned interviewer is refused with why). */
function AskAnotherMember({ applicationId, excluded }: { applicationId: number; excluded: Set<number> }) {
  const members = useQuery(orgMembersQueryOptions());
  const { ask, busy } = useAsk(applicationId);
  const [chosen, setChosen] = useState('');
  const options = (members.data?.items ?? []).filter((m) => !m.isYou && !excluded.has(m.id));
  if (members.isError) return <p className="text-xs text-status-closed">{errorMessage(members.error, 'Could not load the members')}</p>;
  if (options.length === 0) return null;
  const member = options.find((m) => String(m.id) === chosen);
  const id = `ask-member-${applicationId}`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Ask another member</Label>
      <div className="flex gap-2">
        <select id={id} className={selectClass} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose a member</option>
          {options.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({ORG_ROLE_LABELS[m.role]})
            </option>
          ))}
        </select>
        <Button variant="outline" disabled={!member || busy} onClick={() => member && ask(member)}>
          Ask
        </Button>
      </div>
    </div>
  );
}

/** Who has not submitted yet (assigned interviewers and members asked), and for owners and recruiters a way to ask. */
export function PendingReviewers({ applicationId, aggregate, canRequest }: { applicationId: number; aggregate: ScorecardAggregate; canRequest: boolean }) {
  const { ask, busy } = useAsk(applicationId);
  const excluded = new Set([...aggregate.pending, ...aggregate.reviewers].map((m) => m.id));
  return (
    <section aria-labelledby={`pending-${applicationId}`} className="grid gap-2 text-sm">
      <h4 id={`pending-${applicationId}`} className="font-semibold">
        Not submitted yet ({aggregate.pending.length})
      </h4>
      {aggregate.pending.length === 0 ? (
        <p className="text-muted-foreground">Everyone assigned or asked has submitted.</p>
      ) : (
        <ul className="grid gap-1.5">
          {aggregate.pending.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5">
              <span>{member.name}</span>
              {canRequest ? (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => ask(member)}>
                  <Send aria-hidden /> Ask<span className="sr-only"> {member.name}</span> for a scorecard
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canRequest ? <AskAnotherMember applicationId={applicationId} excluded={excluded} /> : null}
    </section>
  );
}
