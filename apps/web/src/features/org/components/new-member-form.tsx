import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/ui/form-field';
import { useT } from '../i18n';
import { AcceptInvitationForm } from '../lib/accept-invitation-form';

type NewMemberFormProps = {
  email: string;
  organisation: string;
  submitting: boolean;
  onSubmit: (values: Pick<AcceptInvitationForm, 'name' | 'password'>) => void;
};

/** The invited person's new account: their name and a password (the invited address is the login). */
export function NewMemberForm({ email, organisation, submitting, onSubmit }: NewMemberFormProps) {
  const { t } = useT();
  const form = useForm({
    resolver: zodResolver(AcceptInvitationForm),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  // Registered outside the markup: the field names are not text a person reads.
  const fields = {
    name: form.register('name'),
    password: form.register('password'),
    confirmPassword: form.register('confirmPassword'),
  };
  const submit = form.handleSubmit(({ name, password }) => onSubmit({ name, password }));
  return (
    <form onSubmit={submit} noValidate aria-label={t('newMember.form')}>
      <fieldset disabled={submitting} className="grid gap-4">
        <FormInput
          id="invite-login"
          label={t('common.email')}
          value={email}
          readOnly
          autoComplete="username"
        />
        <FormInput
          id="invite-name"
          label={t('newMember.name')}
          autoComplete="name"
          error={errors.name ? t('newMember.nameRequired') : undefined}
          {...fields.name}
        />
        <FormInput
          id="invite-password"
          label={t('newMember.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...fields.password}
        />
        <FormInput
          id="invite-confirm-password"
          label={t('newMember.repeatPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...fields.confirmPassword}
        />
        <Button type="submit" size="lg" className="w-full">
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {t('accept.join', { organisation })}
        </Button>
      </fieldset>
    </form>
  );
}
