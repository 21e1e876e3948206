import { useEffect, useState } from 'react';
import { cn } from '@/lib/class-names';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { nextFlapFrame, toBoardText } from './split-flap-sequence';

const TICK_MS = 45;
const MAX_TICKS = 14;

type SplitFlapTextProps = {
  value: string;
  /** Fixed number of cells (pads or cuts), like a real board row. */
  length?: number;
  tone?: 'amber' | 'white';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const sizes = { sm: 'h-6 w-[1.1rem] text-xs', md: 'h-8 w-6 text-base', lg: 'h-12 w-9 text-2xl' };

/**
 * Text in split-flap cells. When `value` changes each cell flips through the drum to
 * its new character; with prefers-reduced-motion it changes at once.
 */
export function SplitFlapText({
  value,
  length,
  tone = 'amber',
  size = 'sm',
  className,
}: SplitFlapTextProps) {
  const target = toBoardText(value, length);
  const reducedMotion = usePrefersReducedMotion();
  const [frame, setFrame] = useState(target);

  useEffect(() => {
    if (reducedMotion) return;
    let ticks = 0;
    const timer = window.setInterval(() => {
      ticks += 1;
      setFrame((current) => nextFlapFrame(current, target, ticks >= MAX_TICKS));
      if (ticks >= MAX_TICKS) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [target, reducedMotion]);

  const shown = reducedMotion ? target : frame;
  return (
    <span className={cn('inline-flex gap-px align-middle', className)}>
      <span className="sr-only">{value}</span>
      <span aria-hidden className="inline-flex gap-px [perspective:400px]">
        {Array.from(shown).map((character, index) => (
          <span
            key={`${index}-${character}`}
            className={cn(
              'relative inline-flex items-center justify-center overflow-hidden rounded-[3px] bg-board-cell font-mono font-bold shadow-[inset_0_-1px_0_rgba(255,255,255,0.06)]',
              'after:absolute after:inset-x-0 after:top-1/2 after:h-px after:bg-black/70',
              shown !== target && 'motion-safe:animate-flap',
              tone === 'amber' ? 'text-board' : 'text-board-white',
              sizes[size],
            )}
          >
            {character === ' ' ? '\u00a0' : character}
          </span>
        ))}
      </span>
    </span>
  );
}
