import { Suspense, type ReactNode } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/class-names';
import { SELECT_TRIGGER_CLASSES } from '@/components/ui/select-trigger-classes';

// Radix select and its positioning engine (about 17 KB gzip) are not needed to draw a page: they load right after,
// while its closed look (the current choice) is already on screen.
const SelectParts = lazyWithRetry(() => import('./select-parts'));

export type LazySelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: ReactNode; lang?: string }[];
  disabled?: boolean;
  id?: string;
  /** The accessible name, when no <label> names it. */
  label?: string;
  triggerClassName?: string;
  triggerLang?: string;
};

/** A one-of-a-list choice (Radix select) whose code loads after the page has drawn. */
export function LazySelect(props: LazySelectProps) {
  const current = props.options.find((option) => option.value === props.value);
  return (
    <Suspense
      fallback={
        <button
          type="button"
          role="combobox"
          aria-expanded={false}
          id={props.id}
          aria-label={props.label}
          lang={props.triggerLang}
          aria-disabled
          className={cn(SELECT_TRIGGER_CLASSES, props.triggerClassName)}
        >
          <span>{current?.label}</span>
          <ChevronDown className="size-4 opacity-70" aria-hidden />
        </button>
      }
    >
      <SelectParts {...props} />
    </Suspense>
  );
}
