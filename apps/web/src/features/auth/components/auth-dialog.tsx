import { useId, useState, type ReactNode } from 'react';
import type { User } from '@takeoff/shared/auth';
import { PRODUCT_NAME } from '@takeoff/shared/constants';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { dismissToasts, showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { cn } from '@/lib/class-names';
import { t as authT, useT } from '../i18n';
import { authErrorMessage } from '../lib/auth-error-message';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export type AuthMode = 'login' | 'register';
export type AuthNotice = 'sessionEnded';
const PANELS: AuthMode[] = ['register', 'login'];

type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode: AuthMode;
  initialRole: 'candidate' | 'company';
  onAuthenticated: (user: User, how: AuthMode) => void;
  notice?: AuthNotice | undefined;
};

/** Create Account and Login side by side on desktop, as tabs on mobile; the inactive panel is disabled. */
export function AuthDialog({
  open,
  onOpenChange,
  initialMode,
  initialRole,
  onAuthenticated,
  notice,
}: AuthDialogProps) {
  const { t } = useT();
  const panelTitles: Record<AuthMode, string> = {
    register: t('dialog.register'),
    login: t('dialog.login'),
  };
  const [mode, setMode] = useState<AuthMode>(initialMode);
  // The Login panel swaps its form for "Forgot password?" and back; the register panel stays as it is.
  const [forgotPassword, setForgotPassword] = useState(false);
  const baseId = useId();
  const panelId = (panel: AuthMode) => `${baseId}-${panel}`;

  const succeed = (how: AuthMode) => (user: User) => {
    dismissToasts();
    showSuccessToast(authT('toast.welcomeTitle', { product: PRODUCT_NAME }));
    onOpenChange(false);
    onAuthenticated(user, how);
  };
  const fail = (panel: AuthMode) => (error: unknown) =>
    showDestructiveToast(authT('toast.authErrorTitle'), authErrorMessage(error, panel));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" data-testid="auth-dialog">
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { product: PRODUCT_NAME })}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        {notice ? (
          <p
            role="status"
            className="rounded-lg border border-status-closed/40 bg-status-closed/10 p-3 text-sm font-semibold"
          >
            {t(`notice.${notice}`)}
          </p>
        ) : null}

        <div
          role="tablist"
          aria-label={t('dialog.tabs')}
          className="grid grid-cols-2 gap-1 rounded-lg border border-border bg-board-cell p-1 md:hidden"
        >
          {PANELS.map((panel) => (
            <button
              key={panel}
              type="button"
              role="tab"
              aria-selected={mode === panel}
              aria-controls={panelId(panel)}
              onClick={() => setMode(panel)}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-semibold',
                mode === panel
                  ? 'bg-surface-raised text-primary'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {panelTitles[panel]}
            </button>
          ))}
        </div>

        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <AuthPanel
            id={panelId('register')}
            title={panelTitles.register}
            useLabel={t('dialog.useRegister')}
            active={mode === 'register'}
            onActivate={() => setMode('register')}
          >
            <RegisterForm
              disabled={mode !== 'register'}
              initialRole={initialRole}
              onSuccess={succeed('register')}
              onError={fail('register')}
            />
            {mode === 'register' ? (
              <SwitchLink
                prompt={t('dialog.haveAccount')}
                action={t('dialog.login')}
                onClick={() => setMode('login')}
              />
            ) : null}
          </AuthPanel>
          <AuthPanel
            id={panelId('login')}
            title={panelTitles.login}
            useLabel={t('dialog.useLogin')}
            active={mode === 'login'}
            onActivate={() => setMode('login')}
          >
            {forgotPassword ? (
              <>
                <p className="mb-4 text-sm text-muted-foreground">{t('dialog.forgotIntro')}</p>
                <ForgotPasswordForm idPrefix={`${baseId}-forgot`} disabled={mode !== 'login'} />
                {mode === 'login' ? (
                  <SwitchLink
                    prompt={t('dialog.remembered')}
                    action={t('dialog.backToLogin')}
                    onClick={() => setForgotPassword(false)}
                  />
                ) : null}
              </>
            ) : (
              <>
                <LoginForm
                  disabled={mode !== 'login'}
                  onSuccess={succeed('login')}
                  onError={fail('login')}
                />
                {mode === 'login' ? (
                  <>
                    <p className="mt-3 text-center text-sm">
                      <button
                        type="button"
                        onClick={() => setForgotPassword(true)}
                        className="font-semibold text-primary underline-offset-4 hover:underline"
                      >
                        {t('dialog.forgotPassword')}
                      </button>
                    </p>
                    <SwitchLink
                      prompt={t('dialog.newTo', { product: PRODUCT_NAME })}
                      action={t('dialog.register')}
                      onClick={() => setMode('register')}
                    />
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

type AuthPanelProps = {
  id: string;
  title: string;
  useLabel: string;
  active: boolean;
  onActivate: () => void;
  children: ReactNode;
};

function AuthPanel({ id, title, useLabel, active, onActivate, children }: AuthPanelProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-active={active}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-xl border p-4',
        active ? 'border-primary/60 bg-surface-raised/40' : 'hidden border-border md:grid',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={`${id}-title`}
          className="min-w-0 break-words font-mono text-sm font-bold uppercase tracking-[0.2em] text-board"
        >
          {title}
        </h2>
        {active ? null : (
          <button
            type="button"
            onClick={onActivate}
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {useLabel}
          </button>
        )}
      </div>
      <div className={cn('min-w-0', active ? undefined : 'opacity-50')}>{children}</div>
    </section>
  );
}

function SwitchLink({
  prompt,
  action,
  onClick,
}: {
  prompt: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="mt-3 text-center text-sm text-muted-foreground">
      {prompt}{' '}
      <button
        type="button"
        onClick={onClick}
        className="font-semibold text-primary underline-offset-4 hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
