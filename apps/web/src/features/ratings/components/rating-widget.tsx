import { useState } from 'react';
import { Star } from 'lucide-react';
import type { UserRole } from '@takeoff/shared/auth';
import { canRate, ratingCountLabel, type RatingTargetType } from '@takeoff/shared/ratings';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useCreateRating } from '../api/create-rating';
import { useMyRating } from '../api/get-my-rating';
import { useRatingSummary } from '../api/get-rating-summary';
import { STARS, StarIcons } from './star-icons';

export type RatingViewer = { id: number; role: UserRole } | null | undefined;

export type RatingWidgetProps = {
  targetId: number;
  targetType: RatingTargetType;
  /** The signed-in user (null when signed out): decides between read-only and rating controls. */
  viewer: RatingViewer;
  className?: string;
};

/**
 * The 5-star widget: everyone signed in sees the average and count; a viewer who may rate the
 * target (a company for a candidate, a candidate for a company) gets radio-group stars that save
 * on choice (arrow keys move between stars). Route files compose it through `@/app/rating-widget`.
 */
export function RatingWidget({ targetId, targetType, viewer, className }: RatingWidgetProps) {
  const mayRate = Boolean(viewer && canRate(viewer, { id: targetId, type: targetType }));
  const summary = useRatingSummary(targetType, targetId, Boolean(viewer));
  const mine = useMyRating(targetType, targetId, mayRate);
  const create = useCreateRating();
  const [hovered, setHovered] = useState<number | null>(null);
  if (!viewer) return null;

  const average = summary.data?.average ?? 0;
  const count = summary.data?.count ?? 0;
  const label = count > 0 ? `${average.toFixed(1)} (${ratingCountLabel(count)})` : 'No ratings yet';
  const own = create.isPending ? (create.variables?.rating ?? null) : (mine.data?.rating ?? null);

  const choose = (rating: number) =>
    create.mutate(
      { targetId, targetType, rating },
      {
        onSuccess: () => showSuccessToast('Rating saved', `You rated this ${targetType} ${rating} of 5.`),
        onError: (error) => showDestructiveToast('Rating failed', errorMessage(error, 'Please try again.')),
      },
    );

  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)} data-testid="rating-widget">
      {mayRate ? (
        <fieldset className="flex items-center gap-1.5" onMouseLeave={() => setHovered(null)} disabled={mine.isPending}>
          <legend className="sr-only">{`Rate this ${targetType === 'company' ? 'employer' : 'candidate'}`}</legend>
          <span className="text-xs text-muted-foreground" aria-hidden>
            {mine.data?.ratedBy && mine.data.ratedBy.id !== viewer.id ? `Your team's rating (by ${mine.data.ratedBy.name})` : 'Your rating'}
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
                  aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
                />
                <Star className={cn('size-6 transition-colors', lit ? 'fill-board text-board' : 'text-muted-foreground')} aria-hidden />
              </label>
            );
          })}
        </fieldset>
      ) : (
        <span role="img" aria-label={count > 0 ? `Rated ${average.toFixed(1)} out of 5` : 'Not rated yet'}>
          <StarIcons value={average} />
        </span>
      )}
      <span className="font-mono text-sm text-muted-foreground" data-testid="rating-summary" aria-live="polite">
        {summary.isPending ? '…' : mayRate && count > 0 ? `Avg ${label}` : label}
      </span>
    </div>
  );
}
