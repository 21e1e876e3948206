import { useRef, type ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/class-names';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  hideClose = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  // The control that opened the dialog (still focused when the content mounts). Radix returns focus to a
  // DialogTrigger; dialogs opened from state (Post New Job, Schedule Interview…) have none, and focus fell to the body.
  const opener = useRef<HTMLElement | null>(null);
  const { t } = useTranslation();
  const noteOpener = (event: Event) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const target = opener.current;
    if (event.defaultPrevented || !target || target === document.body || !target.isConnected)
      return;
    event.preventDefault();
    target.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        onOpenAutoFocus={noteOpener}
        onCloseAutoFocus={returnFocus}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-2xl',
          className,
        )}
        {...props}
      >
        {/* The body scrolls; DialogHeader and DialogFooter stick to its edges, and the close button stays outside it,
            so a long form never crops its title, its actions or the way out. */}
        <div
          data-slot="dialog-body"
          className="grid min-h-0 scroll-py-28 gap-4 overflow-y-auto overscroll-contain px-5 pb-5 sm:px-6 sm:pb-6"
        >
          {children}
        </div>
        {hideClose ? null : (
          <DialogPrimitive.Close className="absolute right-3 top-3 z-20 rounded-md p-1 text-muted-foreground hover:text-foreground">
            <X className="size-5" aria-hidden />
            <span className="sr-only">{t('dialog.close')}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's title block: first in the body, it stays at the top while the body scrolls. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn(
        'sticky top-0 z-10 -mx-5 flex flex-col gap-1.5 bg-surface px-5 pb-2 pr-12 pt-5 text-left sm:-mx-6 sm:px-6 sm:pr-12 sm:pt-6',
        className,
      )}
      {...props}
    />
  );
}

/** The dialog's actions: last in the body, they stay at the bottom while the body scrolls. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-border bg-surface px-5 pb-5 pt-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-end sm:px-6 sm:pb-6',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
