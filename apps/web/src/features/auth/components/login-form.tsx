import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest, type User } from '@takeoff/shared/auth';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useLogin } from '../api/login';
import { useT } from '../i18n';
import { FormField } from '@/components/ui/form-field';

type LoginFormProps = {
  disabled: boolean;
  onSuccess: (user: User) => void;
  onError: (error: unknown) => void;
};

export function LoginForm({ disabled, onSuccess, onError }: LoginFormProps) {
  const { t } = useT();
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const fields = { email: form.register('email'), password: form.register('password') };

  const submit = form.handleSubmit((values) =>
    login.mutateAsync(values).then(({ user }) => onSuccess(user), onError),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('dialog.login')}>
      <fieldset disabled={disabled || login.isPending} className="grid gap-4">
        <FormField
          id="login-email"
          label={t('field.email')}
          error={errors.email ? t('error.email') : undefined}
        >
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            aria-invalid={!!errors.email}
            {...fields.email}
          />
        </FormField>
        <FormField
          id="login-password"
          label={t('field.password')}
          error={errors.password ? t('error.passwordRequired') : undefined}
        >
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={!!errors.password}
            {...fields.password}
          />
        </FormField>
        <Button
          type="submit"
          size="lg"
          className="w-full h-auto min-h-12 py-2 whitespace-normal text-center"
        >
          {login.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('dialog.login')}
        </Button>
      </fieldset>
    </form>
  );
}
