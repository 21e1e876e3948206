import { useId, useState, type ReactNode } from 'react';
import type { User } from '@takeoff/shared/auth';
import { MESSAGES, PRODUCT_NAME } from '@takeoff/shared/constants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { dismissToasts, showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { cn } from '@/lib/class-names';
import { authErrorMessage } from '../lib/auth-error-message';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthMode = 'login' | 'register';

type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode: AuthMode;
  initialRole: 'candidate' | 'company';
  onAuthenticated: (user: User, how: AuthMode) => void;
};

const panelTitles: Record<AuthMode, string> = { register: 'Create Account', login: 'Login' };

/** Create Account and Login side by side on desktop, as tabs on mobile; the inactive panel is disabled. */
export function AuthDialog({ open, onOpenChange, initialMode, initialRole, onAuthenticated }: AuthDialogProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // The Login panel swaps its form for "Forgot password?" and back; the register panel stays as it is.
  const [forgotPassword, setForgotPassword] = useState(false);
  const baseId = useId();
  const panelId = (panel: AuthMode) => `${baseId}-${panel}`;

  const succeed = (how: AuthMode) => (user: User) => {
    dismissToasts();
    showSuccessToast(MESSAGES.welcomeTitle(PRODUCT_NAME), MESSAGES.welcomeBody);
    onOpenChange(false);
    onAuthenticated(user, how);
  };
  const fail = (panel: AuthMode) => (error: unknown) => showDestructiveToast(MESSAGES.authErrorTitle, authErrorMessage(error, panel));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" data-testid="auth-dialog">
        <DialogHeader>
          <DialogTitle>Board {PRODUCT_NAME}</DialogTitle>
          <DialogDescription>Create an account or log in. The platform is completely free.</DialogDescription>
        </DialogHeader>

        <div role="tablist" aria-label="Account" className="grid grid-cols-2 gap-1 rounded-lg border border-border bg-board-cell p-1 md:hidden">
          {(['register', 'login'] as const).map((panel) => (
            <button
              key={panel}
              type="button"
              role="tab"
              aria-selected={mode === panel}
              aria-controls={panelId(panel)}
              onClick={() => setMode(panel)}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-semibold',
                mode === panel ? 'bg-surface-raised text-primary' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {panelTitles[panel]}
            </button>
          ))}
        </div>

        <div className="grid gap-6 md:grid-cols-2">
          <AuthPanel id={panelId('register')} title="Create Account" active={mode === 'register'} onActivate={() => setMode('register')}>
            <RegisterForm disabled={mode !== 'register'} initialRole={initialRole} onSuccess={succeed('register')} onError={fail('register')} />
            {mode === 'register' ? <SwitchLink prompt="Already have an account?" action="Login" onClick={() => setMode('login')} /> : null}
          </AuthPanel>
          <AuthPanel id={panelId('login')} title="Login" active={mode === 'login'} onActivate={() => setMode('login')}>
            {forgotPassword ? (
              <>
                <p className="mb-4 text-sm text-muted-foreground">Enter the email of your account and we will send you a link to choose a new password.</p>
                <ForgotPasswordForm idPrefix={`${baseId}-forgot`} disabled={mode !== 'login'} />
                {mode === 'login' ? <SwitchLink prompt="Remembered it?" action="Back to login" onClick={() => setForgotPassword(false)} /> : null}
              </>
            ) : (
              <>
                <LoginForm disabled={mode !== 'login'} onSuccess={succeed('login')} onError={fail('login')} />
                {mode === 'login' ? (
                  <>
                    <p className="mt-3 text-center text-sm">
                      <button type="button" onClick={() => setForgotPassword(true)} className="font-semibold text-primary underline-offset-4 hover:underline">
                        Forgot password?
                      </button>
                    </p>
                    <SwitchLink prompt={`New to ${PRODUCT_NAME}?`} action="Create Account" onClick={() => setMode('register')} />
                  </>
                ) : null}
              </>
            )}
          </AuthPanel>
        </div>
      </DialogContent>
    </Dialog>
  );
}

type AuthPanelProps = { id: string; title: string; active: boolean; onActivate: () => void; children: ReactNode };

function AuthPanel({ id, title, active, onActivate, children }: AuthPanelProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-active={active}
      className={cn('grid content-start gap-4 rounded-xl border p-4', active ? 'border-primary/60 bg-surface-raised/40' : 'hidden border-border md:grid')}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="font-mono text-sm font-bold uppercase tracking-[0.2em] text-board">
          {title}
        </h2>
        {active ? null : (
          <button type="button" onClick={onActivate} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
            Use {title}
          </button>
        )}
      </div>
      <div className={cn(active ? undefined : 'opacity-50')}>{children}</div>
    </section>
  );
}

function SwitchLink({ prompt, action, onClick }: { prompt: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-3 text-center text-sm text-muted-foreground">
      {prompt}{' '}
      <button type="button" onClick={onClick} className="font-semibold text-primary underline-offset-4 hover:underline">
        {action}
      </button>
    </p>
  );
}
