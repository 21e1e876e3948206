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
import { useDeleteOrganisation } from '../api/delete-organisation';

/** The owner's last resort, confirmed with their password; `onDeleted` signs the browser out. */
export function DeleteOrganisationCard({ organisation, onDeleted }: { organisation: string; onDeleted: () => void }) {
  const remove = useDeleteOrganisation();
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          showSuccessToast(`${organisation} was deleted`);
          onDeleted();
        },
      },
    );
  };
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>Delete the organisation</CardTitle>
        <CardDescription>
          Its jobs, applications, threads, notes, interviews, scorecards and promo are deleted at once. Members keep their own
          accounts, without an organisation, and are signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog onOpenChange={() => remove.reset()}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden />
              Delete {organisation}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <form onSubmit={submit} className="grid gap-4">
              <DialogHeader>
                <DialogTitle>Delete {organisation}?</DialogTitle>
                <DialogDescription>This cannot be undone. Enter your password to confirm.</DialogDescription>
              </DialogHeader>
              <div className="grid gap-2">
                <Label htmlFor={passwordId}>Your password</Label>
                <Input id={passwordId} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
                {remove.isError ? (
                  <p role="alert" className="text-sm text-destructive">
                    {errorMessage(remove.error, GDPR_TEXTS.wrongPassword)}
                  </p>
                ) : null}
              </div>
              <DialogFooter>
                <Button type="submit" variant="destructive" disabled={remove.isPending || password.length === 0}>
                  {remove.isPending ? 'Deleting...' : 'Delete the organisation'}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
