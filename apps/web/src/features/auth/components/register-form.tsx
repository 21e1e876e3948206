import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  CompanyName,
  Email,
  Password,
  PersonName,
  SelfServiceRole,
  type User,
} from '@takeoff/shared/auth';
import { PASSWORD_MIN_LENGTH } from '@takeoff/shared/constants';
import { Building2, Loader2, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/class-names';
import { useRegister } from '../api/register';
import { useT } from '../i18n';
import { FormField } from '@/components/ui/form-field';

type RegisterFormProps = {
  disabled: boolean;
  initialRole: 'candidate' | 'company';
  onSuccess: (user: User) => void;
  onError: (error: unknown) => void;
};

const roleOptions = [
  {
    value: 'candidate',
    label: 'register.candidate',
    hint: 'register.candidateHint',
    icon: UserRound,
  },
  { value: 'company', label: 'register.company', hint: 'register.companyHint', icon: Building2 },
] as const;

/** The form's fields: a company also gives its own name (the organisation's, apart from the person's). */
const RegisterFields = z
  .object({
    name: PersonName,
    email: Email,
    password: Password,
    role: SelfServiceRole,
    companyName: z.string(),
  })
  .superRefine((values, issues) => {
    if (values.role === 'company' && !CompanyName.safeParse(values.companyName).success)
      issues.addIssue({ code: 'custom', path: ['companyName'], message: 'companyName' });
  });

export function RegisterForm({ disabled, initialRole, onSuccess, onError }: RegisterFormProps) {
  const { t } = useT();
  const registerAccount = useRegister();
  const form = useForm({
    resolver: zodResolver(RegisterFields),
    defaultValues: { name: '', email: '', password: '', role: initialRole, companyName: '' },
  });
  const { errors } = form.formState;
  const fields = {
    name: form.register('name'),
    email: form.register('email'),
    password: form.register('password'),
    role: form.register('role'),
    companyName: form.register('companyName'),
  };
  const selectedRole = useWatch({ control: form.control, name: 'role' });

  const submit = form.handleSubmit(({ companyName, ...values }) =>
    registerAccount
      .mutateAsync({
        ...values,
        ...(values.role === 'company' ? { companyName: CompanyName.parse(companyName) } : {}),
      })
      .then(({ user }) => onSuccess(user), onError),
  );
  const isCompany = selectedRole === 'company';

  return (
    <form onSubmit={submit} noValidate aria-label={t('dialog.register')}>
      <fieldset disabled={disabled || registerAccount.isPending} className="grid gap-4">
        {isCompany ? (
          <FormField
            id="register-company-name"
            label={t('field.companyName')}
            error={errors.companyName ? t('error.companyNameRequired') : undefined}
          >
            <Input
              id="register-company-name"
              autoComplete="organization"
              aria-invalid={!!errors.companyName}
              {...fields.companyName}
            />
          </FormField>
        ) : null}
        <FormField
          id="register-name"
          label={isCompany ? t('field.yourName') : t('field.fullName')}
          error={errors.name ? t('error.nameRequired') : undefined}
        >
          <Input
            id="register-name"
            autoComplete="name"
            aria-invalid={!!errors.name}
            {...fields.name}
          />
        </FormField>
        <FormField
          id="register-email"
          label={t('field.email')}
          error={errors.email ? t('error.email') : undefined}
        >
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            aria-invalid={!!errors.email}
            {...fields.email}
          />
        </FormField>
        <FormField
          id="register-password"
          label={t('field.password')}
          error={errors.password ? t('error.passwordMin', { min: PASSWORD_MIN_LENGTH }) : undefined}
        >
          <Input
            id="register-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.password}
            {...fields.password}
          />
        </FormField>
        <div
          role="radiogroup"
          aria-label={t('register.roleGroup')}
          className="grid grid-cols-2 gap-2"
        >
          {roleOptions.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex min-w-0 cursor-pointer flex-col gap-1 rounded-lg border p-3 break-words text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                selectedRole === option.value
                  ? 'border-primary bg-primary/10'
                  : 'border-border hover:bg-surface-raised',
              )}
            >
              <input type="radio" value={option.value} className="sr-only" {...fields.role} />
              <span className="flex items-center gap-2 font-semibold">
                <option.icon className="size-4 text-board" aria-hidden />
                {t(option.label)}
              </span>
              <span className="text-xs text-muted-foreground">{t(option.hint)}</span>
            </label>
          ))}
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full h-auto min-h-12 py-2 whitespace-normal text-center"
        >
          {registerAccount.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('dialog.register')}
        </Button>
      </fieldset>
    </form>
  );
}
