import { Star } from 'lucide-react';
import { STAR_COUNT } from '@takeoff/shared/constants';
import { cn } from '@/lib/class-names';

const STARS = Array.from({ length: STAR_COUNT }, (_, i) => i + 1);

/** Five stars filled up to `value` (rounded to the nearest half star), for reading only. */
export function StarIcons({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value * 2) / 2;
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden>
      {STARS.map((star) => (
        <span key={star} className="relative inline-block size-4">
          <Star className="absolute inset-0 size-4 text-border" />
          {filled >= star - 0.5 ? (
            <span
              className={cn(
                'absolute inset-0 overflow-hidden',
                filled === star - 0.5 ? 'w-1/2' : 'w-full',
              )}
            >
              <Star className="size-4 fill-board text-board" />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}

export { STARS };
