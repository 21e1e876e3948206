import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginRequest, type User } from '@takeoff/shared/auth';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useLogin } from '../api/login';
import { FormField } from '@/components/ui/form-field';

type LoginFormProps = {
  disabled: boolean;
  onSuccess: (user: User) => void;
  onError: (error: unknown) => void;
};

export function LoginForm({ disabled, onSuccess, onError }: LoginFormProps) {
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(LoginRequest), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => login.mutateAsync(values).then(({ user }) => onSuccess(user), onError));

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <fieldset disabled={disabled || login.isPending} className="grid gap-4">
        <FormField id="login-email" label="Email" error={errors.email ? 'Enter a valid email address' : undefined}>
          <Input id="login-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password ? 'Password is required' : undefined}>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={!!errors.password}
            {...form.register('password')}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full">
          {login.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Login
        </Button>
      </fieldset>
    </form>
  );
}
