import { useRef, useState } from 'react';
import { EyeOff, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/page-spinner';
import { useT } from '@/features/scorecards/i18n';
import { errorMessage } from '@/lib/api-client';
import { useScorecards } from '../api/get-scorecards';
import { shownCriteria } from '../lib/criteria';
import { MemberScorecard } from './member-scorecard';
import { ScorecardAggregateView } from './scorecard-aggregate';
import { ScorecardForm } from './scorecard-form';
import { PendingReviewers } from './scorecard-requests';

/**
 * An application's scorecards for one member: their own (form, then read with Edit), and the others' with the
 * aggregate once they submitted — or, for owners and recruiters, when they choose to read first.
 */
export function ScorecardPanel({
  applicationId,
  canRequest,
}: {
  applicationId: number;
  canRequest: boolean;
}) {
  const { t } = useT();
  const [reveal, setReveal] = useState(false);
  const [editing, setEditing] = useState(false);
  // After a save the form is gone: focus lands on Edit instead of falling to the dialog.
  const focusEdit = useRef(false);
  const query = useScorecards(applicationId, reveal);
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-status-closed">
        {errorMessage(query.error, t('panel.loadFailed'))}
      </p>
    );
  const summary = query.data;
  const { mine } = summary;
  const criteria = shownCriteria(summary.criteria);

  return (
    <div className="grid gap-6">
      <section aria-labelledby={`mine-${applicationId}`} className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id={`mine-${applicationId}`} className="font-semibold">
            {t('panel.yours')}
          </h3>
          {mine && !editing ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={t('panel.editLabel')}
              ref={(button) => {
                if (button && focusEdit.current) {
                  focusEdit.current = false;
                  button.focus();
                }
              }}
            >
              <Pencil aria-hidden /> {t('panel.edit')}
            </Button>
          ) : null}
        </div>
        {!mine || editing ? (
          <ScorecardForm
            applicationId={applicationId}
            criteria={criteria}
            mine={mine}
            onDone={(saved) => {
              focusEdit.current = saved;
              setEditing(false);
            }}
          />
        ) : (
          <MemberScorecard card={mine} criteria={criteria} title={t('panel.yoursSubmitted')} />
        )}
      </section>

      <section
        aria-labelledby={`team-${applicationId}`}
        className="grid gap-3 border-t border-border pt-4"
      >
        <h3 id={`team-${applicationId}`} className="font-semibold">
          {t('panel.team')}
        </h3>
        {!summary.revealed ? (
          <div className="grid gap-3 rounded-lg border border-dashed border-border p-4 text-sm">
            <p className="flex items-start gap-2">
              <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-board" />{' '}
              {t('panel.hidden')}
            </p>
            {summary.canRevealWithoutSubmitting ? (
              <div className="grid gap-1.5 sm:flex sm:items-center sm:gap-3">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setReveal(true)}
                  aria-describedby={`reveal-hint-${applicationId}`}
                >
                  {t('panel.reveal')}
                </Button>
                <p id={`reveal-hint-${applicationId}`} className="text-xs text-muted-foreground">
                  {t('panel.revealHint')}
                </p>
              </div>
            ) : null}
          </div>
        ) : (
          <>
            {!mine ? (
              <p className="text-xs text-muted-foreground">{t('panel.revealedEarly')}</p>
            ) : null}
            {summary.aggregate ? <ScorecardAggregateView aggregate={summary.aggregate} /> : null}
            {summary.aggregate ? (
              <PendingReviewers
                applicationId={applicationId}
                aggregate={summary.aggregate}
                canRequest={canRequest}
              />
            ) : null}
            <div className="grid gap-2">
              <h4 className="text-sm font-semibold">{t('panel.eachMember')}</h4>
              {summary.others.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('panel.noOthers')}</p>
              ) : (
                summary.others.map((card) => (
                  <MemberScorecard
                    key={card.id}
                    card={card}
                    criteria={criteria}
                    title={t('panel.memberCard', { name: card.author.name })}
                  />
                ))
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
