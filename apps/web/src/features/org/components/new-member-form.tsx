import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormInput } from '@/components/ui/form-field';
import { AcceptInvitationForm } from '../lib/accept-invitation-form';

type NewMemberFormProps = {
  email: string;
  organisation: string;
  submitting: boolean;
  onSubmit: (values: Pick<AcceptInvitationForm, 'name' | 'password'>) => void;
};

/** The invited person's new account: their name and a password (the invited address is the login). */
export function NewMemberForm({ email, organisation, submitting, onSubmit }: NewMemberFormProps) {
  const form = useForm({ resolver: zodResolver(AcceptInvitationForm), defaultValues: { name: '', password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ name, password }) => onSubmit({ name, password }));
  return (
    <form onSubmit={submit} noValidate aria-label="Create your account">
      <fieldset disabled={submitting} className="grid gap-4">
        <FormInput id="invite-login" label="Email" value={email} readOnly autoComplete="username" />
        <FormInput id="invite-name" label="Your name" autoComplete="name" error={errors.name ? 'Your name is required' : undefined} {...form.register('name')} />
        <FormInput id="invite-password" label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
        <FormInput id="invite-confirm-password" label="Repeat the password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
        <Button type="submit" size="lg" className="w-full">
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Join {organisation}
        </Button>
      </fieldset>
    </form>
  );
}
