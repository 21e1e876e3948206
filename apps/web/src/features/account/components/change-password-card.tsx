import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormInput } from '@/components/ui/form-field';
import { showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useChangePassword, WRONG_PASSWORD } from '../api/change-password';
import { ChangePasswordForm } from '../lib/change-password-form';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new one twice; every other session is signed out by the server. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(ChangePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          form.reset(EMPTY);
          showSuccessToast('Password changed', message);
        },
        onError: (error) => {
          // The one mistake the form can point at; anything else shows below the fields.
          if (error instanceof ApiRequestError && error.code === WRONG_PASSWORD) {
            form.setError('currentPassword', { message: error.message || 'Your current password is not correct' }, { shouldFocus: true });
          }
        },
      },
    ),
  );
  const otherError = change.isError && !(change.error instanceof ApiRequestError && change.error.code === WRONG_PASSWORD);

  return (
    <Card aria-labelledby="change-password-title">
      <CardHeader>
        <CardTitle as="h3" id="change-password-title" className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-board" /> Change password
        </CardTitle>
        <CardDescription>Every other device signed in to your account is signed out when the password changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Change password">
          <fieldset disabled={change.isPending} className="grid gap-4 sm:max-w-sm">
            <FormInput type="password" id="current-password" label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
            <FormInput type="password" id="new-password" label="New password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register('newPassword')} />
            <FormInput type="password" id="confirm-new-password" label="Repeat the new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
            {otherError ? (
              <p role="alert" className="text-sm text-status-closed">
                {errorMessage(change.error, 'Could not change the password. Please try again.')}
              </p>
            ) : null}
            <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
              {change.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              Change password
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
