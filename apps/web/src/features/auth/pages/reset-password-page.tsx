import { Suspense } from 'react';
import { PASSWORD_MIN_LENGTH } from '@takeoff/shared/constants';
import { KeyRound, LogIn } from 'lucide-react';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiRequestError, errorMessage, localizeMessage } from '@/lib/api-client';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useCheckPasswordReset } from '../api/check-password-reset';
import { INVALID_RESET_TOKEN, useResetPassword } from '../api/reset-password';
import { useT } from '../i18n';

// The forms' validation (zod, react-hook-form: about 40 KB gzip) loads beside the page, which draws first.
const NewPasswordForm = lazyWithRetry(async () => ({
  default: (await import('../components/new-password-form')).NewPasswordForm,
}));
const ForgotPasswordForm = lazyWithRetry(async () => ({
  default: (await import('../components/forgot-password-form')).ForgotPasswordForm,
}));

/** /reset-password?token=…: choose a new password from the mailed link; a dead link offers a new one. */
export function ResetPasswordPage({
  token,
  onSignIn,
}: {
  token: string | null;
  onSignIn: () => void;
}) {
  const { t } = useT();
  const reset = useResetPassword();
  // The link is checked as the page opens: a used or expired one says so before a password is typed.
  const check = useCheckPasswordReset(token);
  const deadBy = (error: unknown) =>
    error instanceof ApiRequestError && error.code === INVALID_RESET_TOKEN ? error : null;
  const deadError = deadBy(reset.error) ?? (reset.isSuccess ? null : deadBy(check.error));
  const linkIsDead = !token || deadError !== null;

  if (reset.isSuccess) {
    return (
      <LinkPageCard
        title={t('reset.changedTitle')}
        tone="success"
        message={localizeMessage(reset.data.message)}
      >
        <Button
          size="lg"
          className="w-full sm:w-auto h-auto min-h-12 py-2 whitespace-normal text-center"
          onClick={onSignIn}
        >
          <LogIn aria-hidden />
          {t('reset.signIn')}
        </Button>
      </LinkPageCard>
    );
  }

  if (linkIsDead) {
    return (
      <LinkPageCard
        title={t('reset.expiredTitle')}
        tone="error"
        message={
          deadError ? errorMessage(deadError, t('reset.invalidLink')) : t('reset.invalidLink')
        }
      >
        <p className="text-sm text-muted-foreground">{t('reset.expiredHint')}</p>
        <Suspense fallback={<Skeleton className="h-32 w-full" />}>
          <ForgotPasswordForm idPrefix="reset-page-forgot" submitLabel={t('reset.sendNewLink')} />
        </Suspense>
      </LinkPageCard>
    );
  }

  if (check.isPending)
    return (
      <LinkPageCard title={t('reset.checkingTitle')} tone="pending" message={t('reset.checking')} />
    );

  return (
    <LinkPageCard
      title={t('reset.chooseTitle')}
      tone="info"
      icon={KeyRound}
      message={t('reset.chooseIntro', { min: PASSWORD_MIN_LENGTH })}
    >
      <Suspense fallback={<Skeleton className="h-53 w-full" />}>
        <NewPasswordForm
          pending={reset.isPending}
          error={reset.error}
          onSubmit={(password) => reset.mutate({ token, password })}
        />
      </Suspense>
    </LinkPageCard>
  );
}
