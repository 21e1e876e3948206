import type { ReactElement, ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

type PopoverPartsProps = {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentClassName?: string;
  children: ReactNode;
};

/** LazyPopover once its library has loaded (lazy-popover.tsx). */
export default function PopoverParts({
  trigger,
  open,
  onOpenChange,
  contentClassName,
  children,
}: PopoverPartsProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent className={contentClassName}>{children}</PopoverContent>
    </Popover>
  );
}
