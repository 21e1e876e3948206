import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from 'react-i18next';
import { Send } from 'lucide-react';
import type { ScorecardAggregate } from '@takeoff/shared/scorecards';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/scorecards/i18n';
import { errorMessage } from '@/lib/api-client';
import { orgMembersQueryOptions } from '@/lib/org-members';
import { useRequestScorecard } from '../api/request-scorecard';

type Member = { id: number; name: string };

const selectClass =
  'h-10 w-full min-w-0 rounded-md border border-border bg-board-cell px-3 text-sm';

function useAsk(applicationId: number) {
  const { t } = useT();
  const request = useRequestScorecard();
  const ask = (member: Member) =>
    request.mutate(
      { applicationId, memberId: member.id },
      {
        onSuccess: () =>
          showSuccessToast(
            t('requests.requested'),
            t('requests.requestedBody', { name: member.name }),
          ),
        onError: (error) =>
          showDestructiveToast(t('error'), errorMessage(error, t('requests.failed'))),
      },
    );
  return { ask, busy: request.isPending };
}

/** Any other member who has not scored and was not asked yet (an unassigned interviewer is refused with why). */
function AskAnotherMember({
  applicationId,
  excluded,
}: {
  applicationId: number;
  excluded: Set<number>;
}) {
  const { t } = useT();
  const members = useQuery(orgMembersQueryOptions());
  const { ask, busy } = useAsk(applicationId);
  const [chosen, setChosen] = useState('');
  const options = (members.data?.items ?? []).filter((m) => !m.isYou && !excluded.has(m.id));
  if (members.isError)
    return (
      <p className="text-xs text-status-closed">
        {errorMessage(members.error, t('requests.membersFailed'))}
      </p>
    );
  if (options.length === 0) return null;
  const member = options.find((m) => String(m.id) === chosen);
  const id = `ask-member-${applicationId}`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('requests.askAnother')}</Label>
      <div className="flex gap-2">
        <select
          id={id}
          className={selectClass}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{t('requests.chooseMember')}</option>
          {options.map((m) => (
            <option key={m.id} value={m.id}>
              {t('requests.memberOption', { name: m.name, role: t(`roles.${m.role}`) })}
            </option>
          ))}
        </select>
        <Button variant="outline" disabled={!member || busy} onClick={() => member && ask(member)}>
          {t('requests.ask')}
        </Button>
      </div>
    </div>
  );
}

/** Who has not submitted yet (assigned interviewers and members asked), and for owners and recruiters a way to ask. */
export function PendingReviewers({
  applicationId,
  aggregate,
  canRequest,
}: {
  applicationId: number;
  aggregate: ScorecardAggregate;
  canRequest: boolean;
}) {
  const { t } = useT();
  const { ask, busy } = useAsk(applicationId);
  const excluded = new Set([...aggregate.pending, ...aggregate.reviewers].map((m) => m.id));
  return (
    <section aria-labelledby={`pending-${applicationId}`} className="grid gap-2 text-sm">
      <h4 id={`pending-${applicationId}`} className="font-semibold">
        {t('requests.pending', { n: aggregate.pending.length })}
      </h4>
      {aggregate.pending.length === 0 ? (
        <p className="text-muted-foreground">{t('requests.nonePending')}</p>
      ) : (
        <ul className="grid gap-1.5">
          {aggregate.pending.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-1.5"
            >
              <span>{member.name}</span>
              {canRequest ? (
                <Button size="sm" variant="outline" disabled={busy} onClick={() => ask(member)}>
                  <Send aria-hidden />{' '}
                  <Trans
                    t={t}
                    i18nKey="requests.askFor"
                    values={{ name: member.name }}
                    components={{ sr: <span className="sr-only" /> }}
                  />
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
