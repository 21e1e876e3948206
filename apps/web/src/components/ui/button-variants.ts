import { cva } from 'class-variance-authority';

/**
 * Button's classes, apart from the component (and its Radix Slot for `asChild`): what the prerendered public pages
 * draw uses them on their own `<button>`s and links, so the light entry carries no Slot.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-border bg-transparent text-foreground hover:bg-surface-raised',
        secondary: 'bg-surface-raised text-foreground hover:bg-border',
        ghost: 'text-foreground hover:bg-surface-raised',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      // Corners and text size per size only: the public pages' `cn` joins classes without resolving conflicts.
      size: {
        default: 'h-10 rounded-md px-4 py-2 text-sm',
        sm: 'h-8 rounded-md px-3 text-xs',
        lg: 'h-12 rounded-lg px-6 text-base',
        icon: 'size-10 rounded-md text-sm',
        pill: 'h-8 rounded-full px-3 text-xs',
        'icon-pill': 'size-8 rounded-full text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
