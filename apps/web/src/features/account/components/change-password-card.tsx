import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormInput } from '@/components/ui/form-field';
import { showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useChangePassword, WRONG_PASSWORD } from '../api/change-password';
import { t as translate, useT } from '../i18n';
import { ChangePasswordForm } from '../lib/change-password-form';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, new one twice; every other session is signed out by the server. */
export function ChangePasswordCard() {
  const { t } = useT();
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(ChangePasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  // Registered outside the markup: the field names are not text a person reads.
  const fields = {
    currentPassword: form.register('currentPassword'),
    newPassword: form.register('newPassword'),
    confirmPassword: form.register('confirmPassword'),
  };

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          form.reset(EMPTY);
          showSuccessToast(translate('changePassword.changed'), message);
        },
        onError: (error) => {
          // The one mistake the form can point at; anything else shows below the fields.
          if (error instanceof ApiRequestError && error.code === WRONG_PASSWORD) {
            form.setError(
              'currentPassword',
              { message: error.message || translate('changePassword.wrongPassword') },
              { shouldFocus: true },
            );
          }
        },
      },
    ),
  );
  const otherError =
    change.isError &&
    !(change.error instanceof ApiRequestError && change.error.code === WRONG_PASSWORD);

  return (
    <Card aria-labelledby="change-password-title">
      <CardHeader>
        <CardTitle as="h3" id="change-password-title" className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-board" /> {t('changePassword.title')}
        </CardTitle>
        <CardDescription>{t('changePassword.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label={t('changePassword.title')}>
          <fieldset disabled={change.isPending} className="grid gap-4 sm:max-w-sm">
            <FormInput
              type="password"
              id="current-password"
              label={t('common.currentPassword')}
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...fields.currentPassword}
            />
            <FormInput
              type="password"
              id="new-password"
              label={t('changePassword.newPassword')}
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...fields.newPassword}
            />
            <FormInput
              type="password"
              id="confirm-new-password"
              label={t('changePassword.repeatPassword')}
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...fields.confirmPassword}
            />
            {otherError ? (
              <p role="alert" className="text-sm text-status-closed">
                {errorMessage(change.error, t('changePassword.error'))}
              </p>
            ) : null}
            <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
              {change.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t('changePassword.submit')}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
