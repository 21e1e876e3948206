import { useState, type FormEvent } from 'react';
import { Loader2, ShieldCheck } from 'lucide-react';
import { ADMIN_MESSAGES } from '@takeoff/shared/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { dismissToasts, showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useAdminLogin } from '../api/admin-login';
import { useAdminLoginDefaults } from '../api/get-admin-session';

/** The seeds' failure texts: a wrong password says 'Invalid password'; otherwise the server's text. */
function loginFailure(error: unknown) {
  if (error instanceof ApiRequestError) {
    if (error.code === 'INVALID_CREDENTIALS') return ADMIN_MESSAGES.invalidPassword;
    return error.message || ADMIN_MESSAGES.loginFailedFallback;
  }
  return ADMIN_MESSAGES.loginFailedFallback;
}

export function AdminLoginForm() {
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
          showSuccessToast(ADMIN_MESSAGES.loginSuccess);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'TOTP_REQUIRED') {
            setNeedsTotp(true);
            return;
          }
          showDestructiveToast(ADMIN_MESSAGES.loginFailedTitle, loginFailure(error));
        },
      },
    );
  };

  return (
    <Card className="mx-auto mt-8 w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-primary" /> Admin Login
        </CardTitle>
        <CardDescription>Sign in to the Takeoff back-office.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid grid-cols-1 gap-4" aria-label="Admin login">
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor="admin-email">Admin Email</Label>
            <Input id="admin-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor="admin-password">Admin Password</Label>
            <Input id="admin-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          {needsTotp ? (
            <div className="grid grid-cols-1 gap-2">
              <Label htmlFor="admin-totp">Authentication code</Label>
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
                {ADMIN_MESSAGES.totpRequired}
              </p>
            </div>
          ) : null}
          <Button type="submit" size="lg" disabled={incomplete || login.isPending}>
            {login.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {login.isPending ? 'Authenticating...' : 'Access Admin Dashboard'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
