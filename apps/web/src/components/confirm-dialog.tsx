import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on closing (the button that opened it, the field being edited). */
  triggerRef: RefObject<HTMLElement | null>;
  title?: string;
  description: string;
  body?: ReactNode;
  cancelLabel?: string;
  confirmLabel?: string;
  onConfirm: () => void;
  /** A third way out, between cancelling and confirming (closing a form but keeping its draft). */
  alternative?: { label: string; onSelect: () => void };
};

/**
 * The one confirmation of the app: a destructive action (ConfirmButton), switching a pitch's kind, closing a form
 * with unsaved input (FormDialog). Loaded the first time one is asked for.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  triggerRef,
  title,
  description,
  body,
  cancelLabel,
  confirmLabel,
  onConfirm,
  alternative,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          const target = triggerRef.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? t('confirm.title')}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {body}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel ?? t('confirm.cancel')}</AlertDialogCancel>
          {alternative ? (
            <Button variant="outline" onClick={alternative.onSelect}>
              {alternative.label}
            </Button>
          ) : null}
          <AlertDialogAction onClick={onConfirm}>
            {confirmLabel ?? t('confirm.delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export default ConfirmDialog;
