import { useState, type FormEvent } from 'react';
import { Loader2, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { dismissToasts, showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { t as translate, useT } from '../i18n';
import { useAdminLogin } from '../api/admin-login';
import { useAdminLoginDefaults } from '../api/get-admin-session';

/** The seeds' failure texts: a wrong password says 'Invalid password'; otherwise the server's text. */
function loginFailure(error: unknown) {
  if (error instanceof ApiRequestError) {
    if (error.code === 'INVALID_CREDENTIALS') return translate('login.invalidPassword');
    return errorMessage(error, translate('login.failedFallback'));
  }
  return translate('login.failedFallback');
}

export function AdminLoginForm() {
  const { t } = useT();
  const defaults = useAdminLoginDefaults();
  const login = useAdminLogin();
  // null until typed in: the field shows the configured admin address meanwhile.
  const [typedEmail, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);

  const email = typedEmail ?? defaults.data?.email ?? '';

  const incomplete = !email.trim() || !password || (needsTotp && !totp.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (incomplete || login.isPending) return;
    login.mutate(
      { email: email.trim(), password, ...(needsTotp ? { totp: totp.trim() } : {}) },
      {
        onSuccess: () => {
          dismissToasts();
          showSuccessToast(t('login.success'));
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'TOTP_REQUIRED') {
            setNeedsTotp(true);
            return;
          }
          showDestructiveToast(t('login.failedTitle'), loginFailure(error));
        },
      },
    );
  };

  return (
    <Card className="mx-auto mt-8 w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-primary" /> {t('login.title')}
        </CardTitle>
        <CardDescription>{t('login.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={submit}
          className="grid grid-cols-1 gap-4"
          aria-label={t('login.formLabel')}
        >
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor="admin-email">{t('login.email')}</Label>
            <Input
              id="admin-email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor="admin-password">{t('login.password')}</Label>
            <Input
              id="admin-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {needsTotp ? (
            <div className="grid grid-cols-1 gap-2">
              <Label htmlFor="admin-totp">{t('login.totp')}</Label>
              <Input
                id="admin-totp"
                autoComplete="one-time-code"
                inputMode="text"
                autoFocus
                value={totp}
                onChange={(e) => setTotp(e.target.value)}
                aria-describedby="admin-totp-hint"
              />
              <p id="admin-totp-hint" className="text-xs text-muted-foreground">
                {t('login.totpHint')}
              </p>
            </div>
          ) : null}
          <Button type="submit" size="lg" disabled={incomplete || login.isPending}>
            {login.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
