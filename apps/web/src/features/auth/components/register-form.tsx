import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterRequest, type User } from '@takeoff/shared/auth';
import { PASSWORD_MIN_LENGTH } from '@takeoff/shared/constants';
import { Building2, Loader2, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/class-names';
import { useRegister } from '../api/register';
import { FormField } from '@/components/ui/form-field';

type RegisterFormProps = {
  disabled: boolean;
  initialRole: 'candidate' | 'company';
  onSuccess: (user: User) => void;
  onError: (error: unknown) => void;
};

const roleOptions = [
  { value: 'candidate', label: 'Candidate', hint: 'Pitch yourself on video', icon: UserRound },
  { value: 'company', label: 'Company', hint: 'Post flights, meet talent', icon: Building2 },
] as const;

export function RegisterForm({ disabled, initialRole, onSuccess, onError }: RegisterFormProps) {
  const registerAccount = useRegister();
  const form = useForm({
    resolver: zodResolver(RegisterRequest),
    defaultValues: { name: '', email: '', password: '', role: initialRole },
  });
  const { errors } = form.formState;
  const selectedRole = useWatch({ control: form.control, name: 'role' });

  const submit = form.handleSubmit((values) =>
    registerAccount.mutateAsync(values).then(({ user }) => onSuccess(user), onError),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Create Account">
      <fieldset disabled={disabled || registerAccount.isPending} className="grid gap-4">
        <FormField id="register-name" label="Full name" error={errors.name ? 'Full name is required' : undefined}>
          <Input id="register-name" autoComplete="name" aria-invalid={!!errors.name} {...form.register('name')} />
        </FormField>
        <FormField id="register-email" label="Email" error={errors.email ? 'Enter a valid email address' : undefined}>
          <Input id="register-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
        </FormField>
        <FormField
          id="register-password"
          label="Password"
          error={errors.password ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters` : undefined}
        >
          <Input
            id="register-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.password}
            {...form.register('password')}
          />
        </FormField>
        <div role="radiogroup" aria-label="I am a" className="grid grid-cols-2 gap-2">
          {roleOptions.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                selectedRole === option.value ? 'border-primary bg-primary/10' : 'border-border hover:bg-surface-raised',
              )}
            >
              <input type="radio" value={option.value} className="sr-only" {...form.register('role')} />
              <span className="flex items-center gap-2 font-semibold">
                <option.icon className="size-4 text-board" aria-hidden />
                {option.label}
              </span>
              <span className="text-xs text-muted-foreground">{option.hint}</span>
            </label>
          ))}
        </div>
        <Button type="submit" size="lg" className="w-full">
          {registerAccount.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Create Account
        </Button>
      </fieldset>
    </form>
  );
}
