import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/ui/form-field';
import { errorMessage, localizeMessage } from '@/lib/api-client';
import { useT } from '../i18n';
import { ResetPasswordForm } from '../lib/reset-password-form';

type NewPasswordFormProps = {
  pending: boolean;
  /** The last attempt's failure, shown under the fields (null: none). */
  error: Error | null;
  onSubmit: (password: string) => void;
};

/** The reset page's form: the new password, typed twice. Its validation loads beside the page (reset-password-page.tsx). */
export function NewPasswordForm({ pending, error, onSubmit }: NewPasswordFormProps) {
  const { t } = useT();
  const form = useForm({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const fields = {
    password: form.register('password'),
    confirmPassword: form.register('confirmPassword'),
  };
  const submit = form.handleSubmit(({ password }) => onSubmit(password));
  return (
    <form onSubmit={submit} noValidate aria-label={t('reset.chooseTitle')}>
      <fieldset disabled={pending} className="grid gap-4">
        <FormInput
          id="reset-password"
          label={t('reset.newPassword')}
          error={errors.password?.message && localizeMessage(errors.password.message)}
          type="password"
          autoComplete="new-password"
          {...fields.password}
        />
        <FormInput
          id="reset-confirm-password"
          label={t('reset.repeatPassword')}
          error={errors.confirmPassword?.message && localizeMessage(errors.confirmPassword.message)}
          type="password"
          autoComplete="new-password"
          {...fields.confirmPassword}
        />
        {error ? (
          <p role="alert" className="text-sm text-status-closed">
            {errorMessage(error, t('reset.failed'))}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full h-auto min-h-12 py-2 whitespace-normal text-center"
        >
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('reset.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
