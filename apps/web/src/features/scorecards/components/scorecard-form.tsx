import { useState } from 'react';
import { RECOMMENDATION_LABELS, Recommendation, SCORE_LABELS, SCORES, type Scorecard, type ScorecardCriterion } from '@takeoff/shared/scorecards';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useSubmitScorecard } from '../api/submit-scorecard';
import { useUpdateMyScorecard } from '../api/update-my-scorecard';
import { draftErrors, draftOf, hasErrors, inputOf, type DraftErrors, type ScorecardDraft } from '../lib/scorecard-draft';
import { ChoiceGroup } from './choice-group';

const SCORE_OPTIONS = SCORES.map((score) => ({ value: score as number, label: SCORE_LABELS[score], hint: String(score) }));
const RECOMMENDATION_OPTIONS = Recommendation.options.map((value) => ({ value, label: RECOMMENDATION_LABELS[value] }));
const NO_ERRORS: DraftErrors = { scores: {} };

/** My scorecard: each criterion scored 1–4 with an optional note, then an overall recommendation. */
export function ScorecardForm({
  applicationId,
  criteria,
  mine,
  onDone,
}: {
  applicationId: number;
  criteria: ScorecardCriterion[];
  mine: Scorecard | null;
  /** After a save (`true`), and on Cancel when editing. */
  onDone: (saved: boolean) => void;
}) {
  const submit = useSubmitScorecard();
  const update = useUpdateMyScorecard();
  const [draft, setDraft] = useState<ScorecardDraft>(() => draftOf(criteria, mine));
  const [errors, setErrors] = useState<DraftErrors>(NO_ERRORS);
  const busy = submit.isPending || update.isPending;
  const prefix = `scorecard-${applicationId}`;

  const setScore = (criterionId: string, change: Partial<ScorecardDraft['scores'][string]>) => {
    setDraft((d) => ({ ...d, scores: { ...d.scores, [criterionId]: { ...d.scores[criterionId]!, ...change } } }));
    if (change.score != null) setErrors((e) => ({ ...e, scores: Object.fromEntries(Object.entries(e.scores).filter(([id]) => id !== criterionId)) }));
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = draftErrors(criteria, draft);
    setErrors(found);
    if (hasErrors(found)) {
      // Take a keyboard user straight to the first choice still missing.
      const first = criteria.find((c) => found.scores[c.id]);
      const name = first ? `${prefix}-score-${first.id}` : `${prefix}-recommendation`;
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();
      return;
    }
    const input = inputOf(criteria, draft);
    try {
      if (mine) await update.mutateAsync({ applicationId, input });
      else await submit.mutateAsync({ applicationId, input });
      showSuccessToast(mine ? 'Scorecard updated' : 'Scorecard submitted');
      onDone(true);
    } catch (error) {
      showDestructiveToast('Error', errorMessage(error, 'Could not save your scorecard'));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Your scorecard">
      {criteria.map((criterion) => {
        const id = `${prefix}-${criterion.id}`;
        return (
          <div key={criterion.id} className="grid gap-2 rounded-lg border border-border bg-surface-raised/40 p-3">
            <ChoiceGroup
              name={`${prefix}-score-${criterion.id}`}
              idPrefix={id}
              legend={criterion.name}
              description={criterion.description || undefined}
              options={SCORE_OPTIONS}
              value={draft.scores[criterion.id]?.score ?? null}
              onChange={(score) => setScore(criterion.id, { score })}
              error={errors.scores[criterion.id]}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-note`} className="text-xs text-muted-foreground">
                Note on {criterion.name} (optional)
              </Label>
              <Textarea
                id={`${id}-note`}
                rows={2}
                className="min-h-16"
                maxLength={1000}
                value={draft.scores[criterion.id]?.note ?? ''}
                onChange={(e) => setScore(criterion.id, { note: e.target.value })}
              />
            </div>
          </div>
        );
      })}
      <ChoiceGroup
        name={`${prefix}-recommendation`}
        idPrefix={`${prefix}-recommendation`}
        legend="Overall recommendation"
        options={RECOMMENDATION_OPTIONS}
        value={draft.recommendation}
        onChange={(recommendation) => {
          setDraft((d) => ({ ...d, recommendation }));
          setErrors((e) => ({ scores: e.scores }));
        }}
        error={errors.recommendation}
      />
      <div className="grid gap-1">
        <Label htmlFor={`${prefix}-note`}>Overall note (optional)</Label>
        <Textarea id={`${prefix}-note`} rows={3} maxLength={2000} value={draft.note} onChange={(e) => setDraft((d) => ({ ...d, note: e.target.value }))} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {mine ? (
          <Button variant="outline" onClick={() => onDone(false)}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : mine ? 'Save scorecard' : 'Submit scorecard'}
        </Button>
      </div>
    </form>
  );
}
