import { useState } from 'react';
import {
  Recommendation,
  SCORES,
  type Scorecard,
  type ScorecardCriterion,
} from '@takeoff/shared/scorecards';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/scorecards/i18n';
import { useUnsavedInput } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { clearDraft, useDraftKey, useDraftState } from '@/lib/form-draft';
import { useSubmitScorecard } from '../api/submit-scorecard';
import { useUpdateMyScorecard } from '../api/update-my-scorecard';
import { scoreLabel } from '../lib/aggregate-display';
import {
  draftErrors,
  draftOf,
  hasErrors,
  inputOf,
  type DraftErrors,
  type ScorecardDraft,
} from '../lib/scorecard-draft';
import { ChoiceGroup } from './choice-group';

const NO_ERRORS: DraftErrors = { scores: {} };

/** A kept draft's scores and notes, for the criteria shown now (one added since starts blank). */
const restoreDraft = (kept: Partial<ScorecardDraft>, fresh: ScorecardDraft): ScorecardDraft => ({
  scores: Object.fromEntries(
    Object.entries(fresh.scores).map(([id, blank]) => [id, kept.scores?.[id] ?? blank]),
  ),
  recommendation: kept.recommendation ?? fresh.recommendation,
  note: kept.note ?? fresh.note,
});

/** My scorecard: each criterion (as shown) scored 1–4 with an optional note, then an overall recommendation. */
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
  const { t } = useT();
  const submit = useSubmitScorecard();
  const update = useUpdateMyScorecard();
  // What is written is kept per application in this tab until sent or discarded: a closed dialog loses nothing.
  const draftKey = useDraftKey(`scorecard-${applicationId}`);
  const [draft, setDraft, dirty] = useDraftState(draftKey, draftOf(criteria, mine), restoreDraft);
  useUnsavedInput(dirty, draftKey);
  const [errors, setErrors] = useState<DraftErrors>(NO_ERRORS);
  const busy = submit.isPending || update.isPending;
  const prefix = `scorecard-${applicationId}`;
  const scoreOptions = SCORES.map((score) => ({
    value: score as number,
    label: scoreLabel(score),
    hint: String(score),
  }));
  const recommendationOptions = Recommendation.options.map((value) => ({
    value,
    label: t(`recommendation.${value}`),
  }));

  const setScore = (criterionId: string, change: Partial<ScorecardDraft['scores'][string]>) => {
    setDraft((d) => ({
      ...d,
      scores: { ...d.scores, [criterionId]: { ...d.scores[criterionId]!, ...change } },
    }));
    if (change.score != null)
      setErrors((e) => ({
        ...e,
        scores: Object.fromEntries(Object.entries(e.scores).filter(([id]) => id !== criterionId)),
      }));
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
      clearDraft(draftKey);
      showSuccessToast(mine ? t('form.updated') : t('form.submitted'));
      onDone(true);
    } catch (error) {
      showDestructiveToast(t('error'), errorMessage(error, t('form.saveFailed')));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('form.label')}>
      {criteria.map((criterion) => {
        const id = `${prefix}-${criterion.id}`;
        return (
          <div
            key={criterion.id}
            className="grid gap-2 rounded-lg border border-border bg-surface-raised/40 p-3"
          >
            <ChoiceGroup
              name={`${prefix}-score-${criterion.id}`}
              idPrefix={id}
              legend={criterion.name}
              description={criterion.description || undefined}
              options={scoreOptions}
              value={draft.scores[criterion.id]?.score ?? null}
              onChange={(score) => setScore(criterion.id, { score })}
              error={errors.scores[criterion.id]}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-note`} className="text-xs text-muted-foreground">
                {t('form.criterionNote', { name: criterion.name })}
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
        legend={t('form.recommendation')}
        options={recommendationOptions}
        value={draft.recommendation}
        onChange={(recommendation) => {
          setDraft((d) => ({ ...d, recommendation }));
          setErrors((e) => ({ scores: e.scores }));
        }}
        error={errors.recommendation}
      />
      <div className="grid gap-1">
        <Label htmlFor={`${prefix}-note`}>{t('form.note')}</Label>
        <Textarea
          id={`${prefix}-note`}
          rows={3}
          maxLength={2000}
          value={draft.note}
          onChange={(e) => setDraft((d) => ({ ...d, note: e.target.value }))}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {mine ? (
          <Button
            variant="outline"
            onClick={() => {
              clearDraft(draftKey);
              onDone(false);
            }}
          >
            {t('form.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('form.saving') : mine ? t('form.save') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
