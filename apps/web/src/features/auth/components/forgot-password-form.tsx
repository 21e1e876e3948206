import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequest } from '@takeoff/shared/auth';
import { Loader2, MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/ui/form-field';
import { errorMessage, localizeMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useT } from '../i18n';

type ForgotPasswordFormProps = {
  /** Keeps ids unique when the form appears twice on a page (dialog and reset page). */
  idPrefix: string;
  defaultEmail?: string;
  disabled?: boolean;
  submitLabel?: string;
};

/** Asks for a reset link; once sent, the server's answer (the same for every address) replaces the form. */
export function ForgotPasswordForm({
  idPrefix,
  defaultEmail = '',
  disabled = false,
  submitLabel,
}: ForgotPasswordFormProps) {
  const { t } = useT();
  const request = useRequestPasswordReset();
  const form = useForm({
    resolver: zodResolver(PasswordResetRequest),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;
  const emailId = `${idPrefix}-email`;
  const emailField = form.register('email');

  if (request.isSuccess) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-status-live/40 bg-status-live/10 p-3 text-sm"
      >
        <MailCheck className="mt-0.5 size-4 shrink-0 text-status-live" aria-hidden />
        <span>{localizeMessage(request.data.message)}</span>
      </p>
    );
  }

  const submit = form.handleSubmit((values) => request.mutate(values));
  return (
    <form onSubmit={submit} noValidate aria-label={t('forgot.formLabel')}>
      <fieldset disabled={disabled || request.isPending} className="grid gap-4">
        <FormInput
          id={emailId}
          label={t('field.email')}
          error={errors.email ? t('error.email') : undefined}
          type="email"
          autoComplete="email"
          {...emailField}
        />
        {request.isError ? (
          <p role="alert" className="text-sm text-status-closed">
            {errorMessage(request.error, t('forgot.sendFailed'))}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full h-auto min-h-12 py-2 whitespace-normal text-center"
        >
          {request.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {submitLabel ?? t('forgot.send')}
        </Button>
      </fieldset>
    </form>
  );
}
