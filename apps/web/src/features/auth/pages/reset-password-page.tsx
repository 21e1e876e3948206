import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@takeoff/shared/constants';
import { KeyRound, Loader2, LogIn } from 'lucide-react';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/ui/form-field';
import { ApiRequestError, errorMessage, localizeMessage } from '@/lib/api-client';
import { INVALID_RESET_TOKEN, useResetPassword } from '../api/reset-password';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { useT } from '../i18n';
import { ResetPasswordForm } from '../lib/reset-password-form';

/** /reset-password?token=…: choose a new password from the mailed link; a dead link offers a new one. */
export function ResetPasswordPage({ token, onSignIn }: { token: string | null; onSignIn: () => void }) {
  const { t } = useT();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(ResetPasswordForm), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const fields = { password: form.register('password'), confirmPassword: form.register('confirmPassword') };
  const linkIsDead = !token || (reset.error instanceof ApiRequestError && reset.error.code === INVALID_RESET_TOKEN);

  if (reset.isSuccess) {
    return (
      <LinkPageCard title={t('reset.changedTitle')} tone="success" message={localizeMessage(reset.data.message)}>
        <Button size="lg" className="w-full sm:w-auto h-auto min-h-12 py-2 whitespace-normal text-center" onClick={onSignIn}>
          <LogIn aria-hidden />
          {t('reset.signIn')}
        </Button>
      </LinkPageCard>
    );
  }

  if (linkIsDead) {
    return (
      <LinkPageCard title={t('reset.expiredTitle')} tone="error" message={reset.error ? errorMessage(reset.error, t('reset.invalidLink')) : t('reset.invalidLink')}>
        <p className="text-sm text-muted-foreground">{t('reset.expiredHint')}</p>
        <ForgotPasswordForm idPrefix="reset-page-forgot" submitLabel={t('reset.sendNewLink')} />
      </LinkPageCard>
    );
  }

  const submit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));
  return (
    <LinkPageCard title={t('reset.chooseTitle')} tone="info" icon={KeyRound} message={t('reset.chooseIntro', { min: PASSWORD_MIN_LENGTH })}>
      <form onSubmit={submit} noValidate aria-label={t('reset.chooseTitle')}>
        <fieldset disabled={reset.isPending} className="grid gap-4">
          <FormInput id="reset-password" label={t('reset.newPassword')} error={errors.password?.message && localizeMessage(errors.password.message)} type="password" autoComplete="new-password" {...fields.password} />
          <FormInput id="reset-confirm-password" label={t('reset.repeatPassword')} error={errors.confirmPassword?.message && localizeMessage(errors.confirmPassword.message)} type="password" autoComplete="new-password" {...fields.confirmPassword} />
          {reset.isError ? (
            <p role="alert" className="text-sm text-status-closed">
              {errorMessage(reset.error, t('reset.failed'))}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full h-auto min-h-12 py-2 whitespace-normal text-center">
            {reset.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t('reset.submit')}
          </Button>
        </fieldset>
      </form>
    </LinkPageCard>
  );
}
