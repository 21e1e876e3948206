import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '@takeoff/shared/constants';
import { KeyRound, Loader2, LogIn } from 'lucide-react';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/ui/form-field';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { INVALID_RESET_TOKEN, useResetPassword } from '../api/reset-password';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ResetPasswordForm } from '../lib/reset-password-form';

const INVALID_LINK_MESSAGE = 'This reset link is invalid or has expired. Ask for a new one.';

/** /reset-password?token=…: choose a new password from the mailed link; a dead link offers a new one. */
export function ResetPasswordPage({ token, onSignIn }: { token: string | null; onSignIn: () => void }) {
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(ResetPasswordForm), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const linkIsDead = !token || (reset.error instanceof ApiRequestError && reset.error.code === INVALID_RESET_TOKEN);

  if (reset.isSuccess) {
    return (
      <LinkPageCard title="Password changed" tone="success" message={reset.data.message}>
        <Button size="lg" className="w-full sm:w-auto" onClick={onSignIn}>
          <LogIn aria-hidden />
          Sign in
        </Button>
      </LinkPageCard>
    );
  }

  if (linkIsDead) {
    return (
      <LinkPageCard title="Reset link expired" tone="error" message={reset.error ? errorMessage(reset.error, INVALID_LINK_MESSAGE) : INVALID_LINK_MESSAGE}>
        <p className="text-sm text-muted-foreground">Enter the email of your account and we will send you a new link.</p>
        <ForgotPasswordForm idPrefix="reset-page-forgot" submitLabel="Send a new link" />
      </LinkPageCard>
    );
  }

  const submit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));
  return (
    <LinkPageCard title="Choose a new password" tone="info" icon={KeyRound} message={`Use at least ${PASSWORD_MIN_LENGTH} characters. Every device signed in to your account will be signed out.`}>
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        <fieldset disabled={reset.isPending} className="grid gap-4">
          <FormInput id="reset-password" label="New password" error={errors.password?.message} type="password" autoComplete="new-password" {...form.register('password')} />
          <FormInput id="reset-confirm-password" label="Repeat the new password" error={errors.confirmPassword?.message} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          {reset.isError ? (
            <p role="alert" className="text-sm text-status-closed">
              {errorMessage(reset.error, 'Could not change the password. Please try again.')}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full">
            {reset.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Set new password
          </Button>
        </fieldset>
      </form>
    </LinkPageCard>
  );
}
