import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

/** A native select styled like the inputs: reliable on phones and with assistive tech. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-border bg-board-cell px-3 py-2 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-status-closed md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
