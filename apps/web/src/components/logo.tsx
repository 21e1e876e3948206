import { PlaneTakeoff } from 'lucide-react';
import { PRODUCT_NAME } from '@takeoff/shared/constants';
import { cn } from '@/lib/class-names';

/**
 * `compact`: below sm the name is left to screen readers (a signed-in phone's top bar needs the room).
 * `textSize` replaces the size rather than adding to it: the public pages' `cn` does not resolve conflicts.
 */
export function Logo({
  textSize = 'text-lg',
  compact = false,
}: {
  textSize?: string;
  compact?: boolean;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-mono font-bold uppercase tracking-[0.2em] text-board',
        textSize,
      )}
    >
      <PlaneTakeoff className="size-6" aria-hidden />
      <span className={compact ? 'max-sm:sr-only' : 'max-[359px]:sr-only'}>{PRODUCT_NAME}</span>
    </span>
  );
}
