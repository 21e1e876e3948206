import { cloneElement, Suspense, type ReactElement, type ReactNode } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

// Radix popover and its positioning engine (about 12 KB gzip) are not needed to draw a page: they load right after.
const PopoverParts = lazyWithRetry(() => import('./popover-parts'));

type LazyPopoverProps = {
  /** The trigger: a button element, the same before and after the popover's code has loaded. */
  trigger: ReactElement<{ onClick?: () => void }>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentClassName?: string;
  children: ReactNode;
};

/** A popover whose trigger is there from the first paint; a click before its code has arrived opens it once it has. */
export function LazyPopover({
  trigger,
  open,
  onOpenChange,
  contentClassName,
  children,
}: LazyPopoverProps) {
  const waitingTrigger = cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: () => onOpenChange(true),
  } as { onClick: () => void });
  return (
    <Suspense fallback={waitingTrigger}>
      <PopoverParts
        trigger={trigger}
        open={open}
        onOpenChange={onOpenChange}
        contentClassName={contentClassName}
      >
        {children}
      </PopoverParts>
    </Suspense>
  );
}
