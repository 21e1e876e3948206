import { useState, type FormEvent } from 'react';
import type { TotpEnrollResponse } from '@takeoff/shared/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useActivateTotp, useDisableTotp, useEnrollTotp, useTotpStatus } from '../api/totp';
import { useT } from '../i18n';

/** TOTP two-factor for the signed-in admin: enrol with a QR code, confirm, keep the recovery codes. */
export function SecurityTab() {
  const { t } = useT();
  const status = useTotpStatus();
  const enroll = useEnrollTotp();
  const activate = useActivateTotp();
  const disable = useDisableTotp();
  const [pending, setPending] = useState<TotpEnrollResponse | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = () =>
    enroll.mutate(undefined, {
      onSuccess: setPending,
      onError: (e) =>
        showDestructiveToast(t('security.toastTitle'), errorMessage(e, t('security.enrolFailed'))),
    });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    activate.mutate(code.trim(), {
      onSuccess: ({ recoveryCodes }) => {
        setRecoveryCodes(recoveryCodes);
        setPending(null);
        setCode('');
        showSuccessToast(t('security.enabledToast'));
      },
      onError: (e) =>
        showDestructiveToast(t('security.toastTitle'), errorMessage(e, t('security.invalidCode'))),
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(code.trim(), {
      onSuccess: () => {
        setCode('');
        setRecoveryCodes(null);
        showSuccessToast(t('security.disabledToast'));
      },
      onError: (e) =>
        showDestructiveToast(t('security.toastTitle'), errorMessage(e, t('security.invalidCode'))),
    });
  };

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>{t('security.title')}</CardTitle>
        <CardDescription>
          {status.data?.enabled
            ? t('security.enabled', { count: status.data.recoveryCodesLeft })
            : t('security.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {recoveryCodes ? (
          <div className="rounded-lg border border-status-expiring/50 bg-status-expiring/10 p-3">
            <p className="font-medium text-status-expiring">{t('security.saveCodes')}</p>
            <ul
              className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm"
              aria-label={t('security.codesLabel')}
            >
              {recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {status.data?.enabled ? (
          <form onSubmit={turnOff} className="grid grid-cols-1 gap-2">
            <Label htmlFor="totp-disable-code">{t('security.disableCode')}</Label>
            <Input
              id="totp-disable-code"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button
              type="submit"
              variant="destructive"
              disabled={!code.trim() || disable.isPending}
            >
              {t('security.disable')}
            </Button>
          </form>
        ) : pending ? (
          <form onSubmit={confirm} className="grid grid-cols-1 gap-3">
            <img
              src={pending.qrCodeDataUrl}
              alt={t('security.qrAlt')}
              className="size-48 rounded bg-white p-2"
            />
            <p className="text-sm text-muted-foreground">
              {t('security.cantScan')}{' '}
              <code className="break-all font-mono text-foreground" data-testid="totp-secret">
                {pending.secret}
              </code>
            </p>
            <Label htmlFor="totp-activate-code">{t('security.activateCode')}</Label>
            <Input
              id="totp-activate-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" disabled={code.trim().length < 6 || activate.isPending}>
              {t('security.activate')}
            </Button>
          </form>
        ) : (
          <Button onClick={start} disabled={enroll.isPending || status.isPending}>
            {t('security.setUp')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
