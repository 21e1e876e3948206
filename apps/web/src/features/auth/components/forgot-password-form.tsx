import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequest } from '@takeoff/shared/auth';
import { Loader2, MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

type ForgotPasswordFormProps = {
  /** Keeps ids unique when the form appears twice on a page (dialog and reset page). */
  idPrefix: string;
  defaultEmail?: string;
  disabled?: boolean;
  submitLabel?: string;
};

/** Asks for a reset link; once sent, the server's answer (the same for every address) replaces the form. */
export function ForgotPasswordForm({ idPrefix, defaultEmail = '', disabled = false, submitLabel = 'Send reset link' }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(PasswordResetRequest), defaultValues: { email: defaultEmail } });
  const { errors } = form.formState;
  const emailId = `${idPrefix}-email`;

  if (request.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg border border-status-live/40 bg-status-live/10 p-3 text-sm">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-status-live" aria-hidden />
        <span>{request.data.message}</span>
      </p>
    );
  }

  const submit = form.handleSubmit((values) => request.mutate(values));
  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <fieldset disabled={disabled || request.isPending} className="grid gap-4">
        <FormInput id={emailId} label="Email" error={errors.email ? 'Enter a valid email address' : undefined} type="email" autoComplete="email" {...form.register('email')} />
        {request.isError ? (
          <p role="alert" className="text-sm text-status-closed">
            {errorMessage(request.error, 'Could not send the link. Please try again.')}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full">
          {request.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {submitLabel}
        </Button>
      </fieldset>
    </form>
  );
}
