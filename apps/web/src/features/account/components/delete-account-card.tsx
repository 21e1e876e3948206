import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { GDPR_TEXTS } from '@takeoff/shared/gdpr';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/** Erasure: confirmed with the password; `onDeleted` signs the browser out (the server already ended every session). */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          showSuccessToast(GDPR_TEXTS.deleted);
          onDeleted();
        },
      },
    );
  };
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>
          Your pitch, videos, applications, messages and sessions are deleted at once, and ratings you received leave future rankings.
          Consent records are kept, as the law requires, marked as belonging to a deleted account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog onOpenChange={() => remove.reset()}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden />
              Delete my account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <form onSubmit={submit} className="grid gap-4">
              <DialogHeader>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription>This cannot be undone. Enter your password to confirm.</DialogDescription>
              </DialogHeader>
              <div className="grid gap-2">
                <Label htmlFor={passwordId}>Password</Label>
                <Input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
                {remove.isError ? (
                  <p role="alert" className="text-sm text-destructive">
                    {errorMessage(remove.error, GDPR_TEXTS.wrongPassword)}
                  </p>
                ) : null}
              </div>
              <DialogFooter>
                <Button type="submit" variant="destructive" disabled={remove.isPending || password.length === 0}>
                  {remove.isPending ? 'Deleting...' : 'Delete permanently'}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
