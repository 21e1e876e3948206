import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import type { PasswordDeletion } from './password-delete-card';

/** The password confirmation of password-delete-card.tsx, loaded when first opened. */
export function PasswordDeleteDialog({
  open,
  onOpenChange,
  dialogTitle,
  passwordLabel,
  submit,
  deletion,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dialogTitle: string;
  passwordLabel: string;
  submit: string;
  deletion: PasswordDeletion;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    deletion.mutate({ password }, { onSuccess: onDeleted });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{dialogTitle}</DialogTitle>
            <DialogDescription>{t('passwordDelete.cannotBeUndone')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={passwordId}>{passwordLabel}</Label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            {deletion.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(deletion.error, t('passwordDelete.wrongPassword'))}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button
              type="submit"
              variant="destructive"
              disabled={deletion.isPending || password.length === 0}
            >
              {deletion.isPending ? t('passwordDelete.deleting') : submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
