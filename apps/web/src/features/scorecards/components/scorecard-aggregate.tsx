import { Recommendation, type ScorecardAggregate } from '@takeoff/shared/scorecards';
import { useT } from '@/features/scorecards/i18n';
import { criterionName } from '../lib/criteria';
import {
  describeCriterion,
  formatMean,
  formatSpread,
  recommendationShare,
  spreadBar,
} from '../lib/aggregate-display';

/** The 1–4 track of one criterion: the band from the lowest to the highest score, and a tick at the mean. */
function SpreadTrack({ criterion }: { criterion: ScorecardAggregate['perCriterion'][number] }) {
  const bar = spreadBar(criterion);
  return (
    <div aria-hidden className="relative h-2.5 rounded-full bg-board-cell ring-1 ring-border">
      {bar ? (
        <>
          <span
            className="absolute inset-y-0 rounded-full bg-board/40"
            style={{
              left: `${bar.left}%`,
              width: `max(${bar.width}%, 0.625rem)`,
              transform: bar.width === 0 ? 'translateX(-50%)' : undefined,
            }}
          />
          <span
            className="absolute -inset-y-1 w-1 -translate-x-1/2 rounded-full bg-board"
            style={{ left: `${bar.mean}%` }}
          />
        </>
      ) : null}
    </div>
  );
}

/** The scores so far: per criterion the mean and spread, the recommendations and who has scored. */
export function ScorecardAggregateView({ aggregate }: { aggregate: ScorecardAggregate }) {
  const { t } = useT();
  const perCriterion = aggregate.perCriterion.map((criterion) => ({
    ...criterion,
    name: criterionName(criterion.criterionId, criterion.name),
  }));
  return (
    <div className="grid gap-4">
      <section aria-labelledby="scorecard-criteria-heading" className="grid gap-2">
        <h4 id="scorecard-criteria-heading" className="text-sm font-semibold">
          {t('aggregate.byCriterion')}
        </h4>
        <ul className="grid gap-3">
          {perCriterion.map((criterion) => (
            <li
              key={criterion.criterionId}
              className="grid gap-1 text-sm"
              aria-label={describeCriterion(criterion)}
            >
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{criterion.name}</span>
                <span className="shrink-0 font-mono">
                  {formatMean(criterion.mean)}{' '}
                  <span className="text-xs text-muted-foreground">/ 4</span>
                </span>
              </div>
              <SpreadTrack criterion={criterion} />
              <p className="flex justify-between gap-3 text-xs text-muted-foreground">
                <span>{formatSpread(criterion)}</span>
                <span className="shrink-0">
                  {t('aggregate.scores', { count: criterion.count })}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="scorecard-recommendations-heading" className="grid gap-2">
        <h4 id="scorecard-recommendations-heading" className="text-sm font-semibold">
          {t('aggregate.recommendations')}
        </h4>
        <dl className="grid gap-1.5 text-sm">
          {Recommendation.options.map((recommendation) => {
            const count = aggregate.recommendations[recommendation] ?? 0;
            return (
              <div key={recommendation} className="grid grid-cols-[6.5rem_1fr] items-center gap-2">
                <dt>{t(`recommendation.${recommendation}`)}</dt>
                <dd className="grid grid-cols-[1fr_1.5rem] items-center gap-2">
                  <span aria-hidden className="h-2 rounded-full bg-board-cell ring-1 ring-border">
                    <span
                      className="block h-full rounded-full bg-board"
                      style={{ width: `${recommendationShare(count, aggregate.recommendations)}%` }}
                    />
                  </span>
                  <span className="text-right font-mono">{count}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      <section aria-labelledby="scorecard-reviewers-heading" className="grid gap-1 text-sm">
        <h4 id="scorecard-reviewers-heading" className="font-semibold">
          {t('aggregate.reviewers', { n: aggregate.reviewers.length })}
        </h4>
        {aggregate.reviewers.length === 0 ? (
          <p className="text-muted-foreground">{t('aggregate.noReviewers')}</p>
        ) : (
          <p>{aggregate.reviewers.map((r) => r.name).join(', ')}</p>
        )}
      </section>
    </div>
  );
}
