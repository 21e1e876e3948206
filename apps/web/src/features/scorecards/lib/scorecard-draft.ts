import type {
  Recommendation,
  Scorecard,
  ScorecardCriterion,
  ScorecardInput,
} from '@takeoff/shared/scorecards';
import { t } from '@/features/scorecards/i18n';

/** The form's state: a score and a note per criterion (by id), the recommendation and a note. */
export type ScorecardDraft = {
  scores: Record<string, { score: number | null; note: string }>;
  recommendation: Recommendation | null;
  note: string;
};

export type DraftErrors = { scores: Record<string, string>; recommendation?: string };

/** A blank draft for the job's criteria, or my submitted scorecard to edit. */
export function draftOf(criteria: ScorecardCriterion[], mine: Scorecard | null): ScorecardDraft {
  const scores = Object.fromEntries(
    criteria.map((criterion) => {
      const given = mine?.ratings.find((r) => r.criterionId === criterion.id);
      return [criterion.id, { score: given?.score ?? null, note: given?.note ?? '' }];
    }),
  );
  return { scores, recommendation: mine?.recommendation ?? null, note: mine?.note ?? '' };
}

/** What is missing, next to each field; empty when the draft can be sent. */
export function draftErrors(criteria: ScorecardCriterion[], draft: ScorecardDraft): DraftErrors {
  const scores: Record<string, string> = {};
  for (const criterion of criteria) {
    if (draft.scores[criterion.id]?.score == null)
      scores[criterion.id] = t('form.chooseScore', { name: criterion.name });
  }
  return {
    scores,
    ...(draft.recommendation ? {} : { recommendation: t('form.chooseRecommendation') }),
  };
}

export const hasErrors = (errors: DraftErrors) =>
  Object.keys(errors.scores).length > 0 || errors.recommendation !== undefined;

/** The request body: every criterion's score, notes only where written. Call after `draftErrors` found nothing. */
export function inputOf(criteria: ScorecardCriterion[], draft: ScorecardDraft): ScorecardInput {
  return {
    ratings: criteria.map((criterion) => {
      const { score, note } = draft.scores[criterion.id]!;
      return {
        criterionId: criterion.id,
        score: score!,
        ...(note.trim() ? { note: note.trim() } : {}),
      };
    }),
    recommendation: draft.recommendation!,
    ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
  };
}
