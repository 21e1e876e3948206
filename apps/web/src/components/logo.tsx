import { PlaneTakeoff } from 'lucide-react';
import { PRODUCT_NAME } from '@takeoff/shared/constants';
import { cn } from '@/lib/class-names';

/** `compact`: below sm the name is left to screen readers (a signed-in phone's top bar needs the room). */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-mono text-lg font-bold uppercase tracking-[0.2em] text-board',
        className,
      )}
    >
      <PlaneTakeoff className="size-6" aria-hidden />
      <span className={compact ? 'max-sm:sr-only' : 'max-[359px]:sr-only'}>{PRODUCT_NAME}</span>
    </span>
  );
}
