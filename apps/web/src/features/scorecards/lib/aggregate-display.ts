import { SCORES, type ScorecardAggregate } from '@takeoff/shared/scorecards';
import { t } from '@/features/scorecards/i18n';
import { currentLocale } from '@/lib/i18n';

type CriterionAggregate = ScorecardAggregate['perCriterion'][number];

const LOWEST = SCORES[0];
const HIGHEST = SCORES[SCORES.length - 1]!;

/** Where a score sits on the 1–4 track, in percent from the left. */
export const scorePercent = (score: number) => ((score - LOWEST) / (HIGHEST - LOWEST)) * 100;

/** A mean as people read it: one decimal in the chosen language ("3.5", "3,5"), "–" when nobody scored. */
export const formatMean = (mean: number | null) =>
  mean == null
    ? '–'
    : new Intl.NumberFormat(currentLocale(), {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(mean);

const isScore = (score: number): score is (typeof SCORES)[number] =>
  (SCORES as readonly number[]).includes(score);

/** A score's label in the chosen language ("Strong no" … "Strong yes"). */
export const scoreLabel = (score: number) => (isScore(score) ? t(`score.${score}`) : String(score));

/** The spread of one criterion's scores: "All Yes (3)", "No (2) to Strong yes (4)", or "No scores yet". */
export function formatSpread({
  min,
  max,
  count,
}: Pick<CriterionAggregate, 'min' | 'max' | 'count'>) {
  if (count === 0 || min == null || max == null) return t('aggregate.noScores');
  if (min === max)
    return t(count === 1 ? 'aggregate.single' : 'aggregate.all', {
      label: scoreLabel(min),
      score: min,
    });
  return t('aggregate.range', { from: scoreLabel(min), min, to: scoreLabel(max), max });
}

/** The range bar of one criterion: where the spread starts and how wide it is, and where the mean sits. */
export function spreadBar({ mean, min, max }: Pick<CriterionAggregate, 'mean' | 'min' | 'max'>) {
  if (mean == null || min == null || max == null) return null;
  return {
    left: scorePercent(min),
    width: scorePercent(max) - scorePercent(min),
    mean: scorePercent(mean),
  };
}

/** One sentence for screen readers and the bar's title: the mean, the spread and how many scored. */
export function describeCriterion(criterion: CriterionAggregate) {
  if (criterion.count === 0) return t('aggregate.describeEmpty', { name: criterion.name });
  const scores = t('aggregate.scores', { count: criterion.count });
  return t('aggregate.describe', {
    name: criterion.name,
    mean: formatMean(criterion.mean),
    max: HIGHEST,
    spread: formatSpread(criterion),
    scores,
  });
}

/** A count's share of all recommendations, for the width of its bar (0 when there are none). */
export function recommendationShare(
  count: number,
  recommendations: ScorecardAggregate['recommendations'],
) {
  const total = Object.values(recommendations).reduce((sum, n) => sum + n, 0);
  return total === 0 ? 0 : Math.round((count / total) * 100);
}
