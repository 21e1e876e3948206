import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';

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
export function ConfirmButton({ children, label, className, title, description, body, onOpenChange, confirmLabel, onConfirm, disabled, variant = 'destructive', size = 'sm' }: ConfirmButtonProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant={variant} size={size} aria-label={label} disabled={disabled} className={className}>
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? t('confirm.title')}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {body}
        <AlertDialogFooter>
          <AlertDialogCancel>{t('confirm.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel ?? t('confirm.delete')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
