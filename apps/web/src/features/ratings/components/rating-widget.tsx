import { useState } from 'react';
import { Star } from 'lucide-react';
import type { UserRole } from '@takeoff/shared/auth';
import { canRate, type RatingTargetType } from '@takeoff/shared/ratings';
import { currentLocale } from '@/lib/i18n';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useCreateRating } from '../api/create-rating';
import { useMyRating } from '../api/get-my-rating';
import { useRatingSummary } from '../api/get-rating-summary';
import { STARS, StarIcons } from './star-icons';
import { useT } from '../i18n';

/** An average with one decimal in the chosen language ("4.3", «4,3»). */
const oneDecimal = (value: number) =>
  new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);

export type RatingViewer = { id: number; role: UserRole } | null | undefined;

export type RatingWidgetProps = {
  targetId: number;
  targetType: RatingTargetType;
  /** The signed-in user (null when signed out): decides between read-only and rating controls. */
  viewer: RatingViewer;
  className?: string;
  /** After a rating is saved: the page refreshes figures it shows elsewhere (a card's Rating tile). */
  onRated?: () => void;
};

/**
 * The 5-star widget: everyone signed in sees the average and count; a viewer who may rate the
 * target (a company for a candidate, a candidate for a company) gets radio-group stars that save
 * on choice (arrow keys move between stars). Route files compose it through `@/app/rating-widget`.
 */
export function RatingWidget({
  targetId,
  targetType,
  viewer,
  className,
  onRated,
}: RatingWidgetProps) {
  const { t } = useT();
  const mayRate = Boolean(viewer && canRate(viewer, { id: targetId, type: targetType }));
  const summary = useRatingSummary(targetType, targetId, Boolean(viewer));
  const mine = useMyRating(targetType, targetId, mayRate);
  const create = useCreateRating();
  const [hovered, setHovered] = useState<number | null>(null);
  if (!viewer) return null;

  const average = summary.data?.average ?? 0;
  const count = summary.data?.count ?? 0;
  const own = create.isPending ? (create.variables?.rating ?? null) : (mine.data?.rating ?? null);

  const choose = (rating: number) =>
    create.mutate(
      { targetId, targetType, rating },
      {
        onSuccess: () => {
          onRated?.();
          showSuccessToast(
            t('saved'),
            targetType === 'company'
              ? t('ratedCompany', { rating })
              : t('ratedCandidate', { rating }),
          );
        },
        onError: (error) => showDestructiveToast(t('failed'), errorMessage(error, t('retry'))),
      },
    );

  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}
      data-testid="rating-widget"
    >
      {mayRate ? (
        <fieldset
          className="flex items-center gap-1.5"
          onMouseLeave={() => setHovered(null)}
          disabled={mine.isPending}
        >
          <legend className="sr-only">
            {targetType === 'company' ? t('rateEmployer') : t('rateCandidate')}
          </legend>
          <span className="text-xs text-muted-foreground" aria-hidden>
            {mine.data?.ratedBy && mine.data.ratedBy.id !== viewer.id
              ? t('teamRating', { name: mine.data.ratedBy.name })
              : t('yourRating')}
          </span>
          {STARS.map((star) => {
            const lit = (hovered ?? own ?? 0) >= star;
            return (
              <label
                key={star}
                className="relative rounded p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                onMouseEnter={() => setHovered(star)}
              >
                <input
                  type="radio"
                  // Covers the star, so a click or tap lands on the radio itself.
                  className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                  name={`rating-${targetType}-${targetId}`}
                  value={star}
                  checked={own === star}
                  onChange={() => choose(star)}
                  aria-label={t('stars', { count: star })}
                />
                <Star
                  className={cn(
                    'size-6 transition-colors',
                    lit ? 'fill-board text-board' : 'text-muted-foreground',
                  )}
                  aria-hidden
                />
              </label>
            );
          })}
        </fieldset>
      ) : (
        <span
          role="img"
          aria-label={count > 0 ? t('rated', { average: oneDecimal(average) }) : t('notRated')}
        >
          <StarIcons value={average} />
        </span>
      )}
      <span
        className="font-mono text-sm text-muted-foreground"
        data-testid="rating-summary"
        aria-live="polite"
      >
        {summary.isPending
          ? '…'
          : count === 0
            ? t('noRatings')
            : t(mayRate ? 'averageSummary' : 'summary', { average: oneDecimal(average), count })}
      </span>
    </div>
  );
}
