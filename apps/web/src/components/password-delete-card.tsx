import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';

/** What a password-confirmed deletion needs of its mutation (TanStack Query's useMutation result). */
interface PasswordDeletion {
  mutate: (input: { password: string }, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface PasswordDeleteCardProps {
  title: string;
  description: ReactNode;
  /** The button that opens the confirmation. */
  trigger: string;
  dialogTitle: string;
  passwordLabel: string;
  submit: string;
  deletion: PasswordDeletion;
  onDeleted: () => void;
}

/** A destructive card whose action is confirmed with the user's password in a dialog (an account, an organisation). */
export function PasswordDeleteCard({
  title,
  description,
  trigger,
  dialogTitle,
  passwordLabel,
  submit,
  deletion,
  onDeleted,
}: PasswordDeleteCardProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    deletion.mutate({ password }, { onSuccess: onDeleted });
  };
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog onOpenChange={() => deletion.reset()}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden />
              {trigger}
            </Button>
          </DialogTrigger>
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
      </CardContent>
    </Card>
  );
}
