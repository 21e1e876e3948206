import { SCORE_LABELS, SCORES, type ScorecardAggregate } from '@takeoff/shared/scorecards';

type CriterionAggregate = ScorecardAggregate['perCriterion'][number];

const LOWEST = SCORES[0];
const HIGHEST = SCORES[SCORES.length - 1]!;

/** Where a score sits on the 1–4 track, in percent from the left. */
export const scorePercent = (score: number) => ((score - LOWEST) / (HIGHEST - LOWEST)) * 100;

/** A mean as people read it: one decimal, "–" when nobody scored. */
export const formatMean = (mean: number | null) => (mean == null ? '–' : mean.toFixed(1));

const labelOf = (score: number) => SCORE_LABELS[score as keyof typeof SCORE_LABELS] ?? String(score);

/** The spread of one criterion's scores: "All Yes (3)", "No (2) to Strong yes (4)", or "No scores yet". */
export function formatSpread({ min, max, count }: Pick<CriterionAggregate, 'min' | 'max' | 'count'>) {
  if (count === 0 || min == null || max == null) return 'No scores yet';
  if (min === max) return count === 1 ? `${labelOf(min)} (${min})` : `All ${labelOf(min)} (${min})`;
  return `${labelOf(min)} (${min}) to ${labelOf(max)} (${max})`;
}

/** The range bar of one criterion: where the spread starts and how wide it is, and where the mean sits. */
export function spreadBar({ mean, min, max }: Pick<CriterionAggregate, 'mean' | 'min' | 'max'>) {
  if (mean == null || min == null || max == null) return null;
  return { left: scorePercent(min), width: scorePercent(max) - scorePercent(min), mean: scorePercent(mean) };
}

/** One sentence for screen readers and the bar's title: the mean, the spread and how many scored. */
export function describeCriterion(criterion: CriterionAggregate) {
  if (criterion.count === 0) return `${criterion.name}: no scores yet`;
  const scores = criterion.count === 1 ? '1 score' : `${criterion.count} scores`;
  return `${criterion.name}: mean ${formatMean(criterion.mean)} of ${HIGHEST}, ${formatSpread(criterion)}, ${scores}`;
}

/** A count's share of all recommendations, for the width of its bar (0 when there are none). */
export function recommendationShare(count: number, recommendations: ScorecardAggregate['recommendations']) {
  const total = Object.values(recommendations).reduce((sum, n) => sum + n, 0);
  return total === 0 ? 0 : Math.round((count / total) * 100);
}
