import { useState, type FormEvent } from 'react';
import type { TotpEnrollResponse } from '@takeoff/shared/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useActivateTotp, useDisableTotp, useEnrollTotp, useTotpStatus } from '../api/totp';

/** TOTP two-factor for the signed-in admin: enrol with a QR code, confirm, keep the recovery codes. */
export function SecurityTab() {
  const status = useTotpStatus();
  const enroll = useEnrollTotp();
  const activate = useActivateTotp();
  const disable = useDisableTotp();
  const [pending, setPending] = useState<TotpEnrollResponse | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = () => enroll.mutate(undefined, { onSuccess: setPending, onError: (e) => showDestructiveToast('Two-factor', errorMessage(e, 'Could not start enrolment')) });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    activate.mutate(code.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        setRecoveryCodes(recoveryCodes);
        setPending(null);
        setCode('');
        showSuccessToast('Two-factor authentication enabled');
      },
      onError: (e) => showDestructiveToast('Two-factor', errorMessage(e, 'Invalid code')),
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        setRecoveryCodes(null);
        showSuccessToast('Two-factor authentication disabled');
      },
      onError: (e) => showDestructiveToast('Two-factor', errorMessage(e, 'Invalid code')),
    });
  };

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Two-factor authentication</CardTitle>
        <CardDescription>
          {status.data?.enabled ? `Enabled · ${status.data.recoveryCodesLeft} recovery codes left` : 'Protect the admin login with an authenticator app (TOTP).'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {recoveryCodes ? (
          <div className="rounded-lg border border-status-expiring/50 bg-status-expiring/10 p-3">
            <p className="font-medium text-status-expiring">Save these recovery codes now — they are shown only once.</p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Recovery codes">
              {recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {status.data?.enabled ? (
          <form onSubmit={turnOff} className="grid grid-cols-1 gap-2">
            <Label htmlFor="totp-disable-code">Code or recovery code</Label>
            <Input id="totp-disable-code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
            <Button type="submit" variant="destructive" disabled={!code.trim() || disable.isPending}>
              Disable two-factor
            </Button>
          </form>
        ) : pending ? (
          <form onSubmit={confirm} className="grid grid-cols-1 gap-3">
            <img src={pending.qrCodeDataUrl} alt="QR code for your authenticator app" className="size-48 rounded bg-white p-2" />
            <p className="text-sm text-muted-foreground">
              Can&apos;t scan? Enter this key: <code className="break-all font-mono text-foreground" data-testid="totp-secret">{pending.secret}</code>
            </p>
            <Label htmlFor="totp-activate-code">6-digit code</Label>
            <Input id="totp-activate-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
            <Button type="submit" disabled={code.trim().length < 6 || activate.isPending}>
              Verify and enable
            </Button>
          </form>
        ) : (
          <Button onClick={start} disabled={enroll.isPending || status.isPending}>
            Set up two-factor
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
