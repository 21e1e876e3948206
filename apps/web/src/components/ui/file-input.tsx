import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

/**
 * A native file input (its label, keyboard use and screen-reader text stay the browser's), with the
 * picker button drawn like the product's outline buttons instead of the browser's grey default.
 */
export function FileInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="file"
      className={cn(
        'block w-full min-w-0 cursor-pointer rounded-md text-sm text-muted-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-solid file:border-border file:bg-surface-raised file:px-4 file:text-sm file:font-semibold file:text-foreground file:transition-colors hover:file:bg-border',
        'aria-[invalid=true]:text-status-closed',
        className,
      )}
      {...props}
    />
  );
}
