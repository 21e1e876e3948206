import type { Scorecard, ScorecardCriterion } from '@takeoff/shared/scorecards';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/features/scorecards/i18n';
import { formatDate } from '@/lib/format-date';
import { scoreLabel } from '../lib/aggregate-display';

const recommendationVariant = (recommendation: Scorecard['recommendation']) =>
  recommendation === 'strong_yes' || recommendation === 'yes' ? 'live' : 'closed';

/** One member's submitted scorecard: their score and note per criterion, recommendation and note (`criteria` as shown). */
export function MemberScorecard({
  card,
  criteria,
  title,
}: {
  card: Scorecard;
  criteria: ScorecardCriterion[];
  title: string;
}) {
  const { t } = useT();
  const nameOf = (criterionId: string) =>
    criteria.find((c) => c.id === criterionId)?.name ?? criterionId;
  return (
    <article
      className="grid gap-2 rounded-lg border border-border bg-surface-raised/40 p-3 text-sm"
      aria-label={title}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{title}</h4>
        <Badge variant={recommendationVariant(card.recommendation)}>
          {t(`recommendation.${card.recommendation}`)}
        </Badge>
      </header>
      <dl className="grid gap-1.5">
        {card.ratings.map((rating) => (
          <div
            key={rating.criterionId}
            className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-0.5"
          >
            <dt className="text-muted-foreground">{nameOf(rating.criterionId)}</dt>
            <dd className="font-medium">
              {scoreLabel(rating.score)}{' '}
              <span className="font-mono text-xs text-muted-foreground">({rating.score})</span>
            </dd>
            {rating.note ? (
              <dd className="col-span-2 text-xs italic text-muted-foreground">
                {t('quoted', { text: rating.note })}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      {card.note ? (
        <p className="border-t border-border pt-2 text-sm">{t('quoted', { text: card.note })}</p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {card.updatedAt !== card.submittedAt
          ? t('member.submittedEdited', {
              date: formatDate(card.submittedAt),
              edited: formatDate(card.updatedAt),
            })
          : t('member.submitted', { date: formatDate(card.submittedAt) })}
      </p>
    </article>
  );
}
