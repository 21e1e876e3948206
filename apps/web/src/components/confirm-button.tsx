import { Suspense, useRef, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useOpenedOnce } from '@/lib/use-opened-once';

// The dialog library (focus trap, scroll lock) loads with the first confirmation asked for, not with every page
// that has a delete button.
const ConfirmDialog = lazyWithRetry(() => import('./confirm-dialog'));

type ConfirmButtonProps = {
  /** The trigger's content; `label` is its accessible name when the content alone does not say enough. */
  children: ReactNode;
  label?: string;
  className?: string;
  title?: string;
  description: string;
  /** More of the confirmation: a field the action takes (an optional reason). */
  body?: ReactNode;
  /** Told when the confirmation opens or closes (to start `body`'s field afresh). */
  onOpenChange?: (open: boolean) => void;
  confirmLabel?: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
};

/** A destructive action behind a confirmation: nothing that cannot be undone happens on one click. */
export function ConfirmButton({
  children,
  label,
  className,
  title,
  description,
  body,
  onOpenChange,
  confirmLabel,
  onConfirm,
  disabled,
  variant = 'destructive',
  size = 'sm',
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  const trigger = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <Button
        ref={trigger}
        variant={variant}
        size={size}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        className={className}
        onClick={() => change(true)}
      >
        {children}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            onOpenChange={change}
            triggerRef={trigger}
            title={title}
            description={description}
            body={body}
            confirmLabel={confirmLabel}
            onConfirm={onConfirm}
          />
        </Suspense>
      ) : null}
    </>
  );
}
