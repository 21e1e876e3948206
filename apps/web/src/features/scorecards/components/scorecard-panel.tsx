import { useRef, useState } from 'react';
import { EyeOff, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-client';
import { useScorecards } from '../api/get-scorecards';
import { MemberScorecard } from './member-scorecard';
import { ScorecardAggregateView } from './scorecard-aggregate';
import { ScorecardForm } from './scorecard-form';
import { PendingReviewers } from './scorecard-requests';

export const SCORECARD_TEXTS = {
  hidden: "Scores from others stay hidden until you submit yours, so they don't anchor you.",
  revealHint: 'Reading them first may anchor your own scores.',
  revealedEarly: 'You are reading the others’ scorecards before submitting yours.',
} as const;

/**
 * An application's scorecards for one member: their own (form, then read with Edit), and the others' with the
 * aggregate once they submitted — or, for owners and recruiters, when they choose to read first.
 */
export function ScorecardPanel({ applicationId, canRequest }: { applicationId: number; canRequest: boolean }) {
  const [reveal, setReveal] = useState(false);
  const [editing, setEditing] = useState(false);
  // After a save the form is gone: focus lands on Edit instead of falling to the dialog.
  const focusEdit = useRef(false);
  const query = useScorecards(applicationId, reveal);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <p role="alert" className="text-sm text-status-closed">{errorMessage(query.error, 'Could not load the scorecards')}</p>;
  const summary = query.data;
  const { mine } = summary;

  return (
    <div className="grid gap-6">
      <section aria-labelledby={`mine-${applicationId}`} className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id={`mine-${applicationId}`} className="font-semibold">
            Your scorecard
          </h3>
          {mine && !editing ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label="Edit your scorecard"
              ref={(button) => {
                if (button && focusEdit.current) {
                  focusEdit.current = false;
                  button.focus();
                }
              }}
            >
              <Pencil aria-hidden /> Edit
            </Button>
          ) : null}
        </div>
        {!mine || editing ? (
          <ScorecardForm
            applicationId={applicationId}
            criteria={summary.criteria}
            mine={mine}
            onDone={(saved) => {
              focusEdit.current = saved;
              setEditing(false);
            }}
          />
        ) : (
          <MemberScorecard card={mine} criteria={summary.criteria} title="Your submitted scorecard" />
        )}
      </section>

      <section aria-labelledby={`team-${applicationId}`} className="grid gap-3 border-t border-border pt-4">
        <h3 id={`team-${applicationId}`} className="font-semibold">
          Team scorecards
        </h3>
        {!summary.revealed ? (
          <div className="grid gap-3 rounded-lg border border-dashed border-border p-4 text-sm">
            <p className="flex items-start gap-2">
              <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-board" /> {SCORECARD_TEXTS.hidden}
            </p>
            {summary.canRevealWithoutSubmitting ? (
              <div className="grid gap-1.5 sm:flex sm:items-center sm:gap-3">
                <Button variant="outline" size="sm" onClick={() => setReveal(true)} aria-describedby={`reveal-hint-${applicationId}`}>
                  Read without submitting
                </Button>
                <p id={`reveal-hint-${applicationId}`} className="text-xs text-muted-foreground">
                  {SCORECARD_TEXTS.revealHint}
                </p>
              </div>
            ) : null}
          </div>
        ) : (
          <>
            {!mine ? <p className="text-xs text-muted-foreground">{SCORECARD_TEXTS.revealedEarly}</p> : null}
            {summary.aggregate ? <ScorecardAggregateView aggregate={summary.aggregate} /> : null}
            {summary.aggregate ? <PendingReviewers applicationId={applicationId} aggregate={summary.aggregate} canRequest={canRequest} /> : null}
            <div className="grid gap-2">
              <h4 className="text-sm font-semibold">Each member’s scorecard</h4>
              {summary.others.length === 0 ? (
                <p className="text-sm text-muted-foreground">No other member has submitted a scorecard yet.</p>
              ) : (
                summary.others.map((card) => <MemberScorecard key={card.id} card={card} criteria={summary.criteria} title={`${card.author.name}’s scorecard`} />)
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
