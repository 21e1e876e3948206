import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans } from 'react-i18next';
import { Loader2, Mail, MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormInput } from '@/components/ui/form-field';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { EMAIL_TAKEN, useChangeEmail } from '../api/change-email';
import { WRONG_PASSWORD } from '../api/change-password';
import { t as translate, useT } from '../i18n';
import { changeEmailForm } from '../lib/change-email-form';

/** Which field a refusal belongs to: the password for a wrong one, the address when another account has it. */
function fieldOf(error: unknown): 'password' | 'newEmail' | null {
  if (!(error instanceof ApiRequestError)) return null;
  return error.code === WRONG_PASSWORD
    ? 'password'
    : error.code === EMAIL_TAKEN
      ? 'newEmail'
      : null;
}

/** New address and current password; the address changes only once the link mailed to it is opened. */
export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useT();
  const change = useChangeEmail();
  const schema = useMemo(() => changeEmailForm(currentEmail), [currentEmail]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors } = form.formState;
  // Registered outside the markup: the field names are not text a person reads.
  const fields = { newEmail: form.register('newEmail'), password: form.register('password') };

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => form.reset({ newEmail: '', password: '' }),
      onError: (error) => {
        const field = fieldOf(error);
        if (field)
          form.setError(
            field,
            { message: errorMessage(error, translate('changeEmail.checkField')) },
            { shouldFocus: true },
          );
      },
    }),
  );

  return (
    <Card aria-labelledby="change-email-title">
      <CardHeader>
        <CardTitle as="h3" id="change-email-title" className="flex items-center gap-2">
          <Mail aria-hidden className="size-5 text-board" /> {t('changeEmail.title')}
        </CardTitle>
        <CardDescription>
          <Trans
            t={t}
            i18nKey="changeEmail.description"
            values={{ email: currentEmail }}
            components={{
              strong: <strong className="font-semibold text-foreground wrap-anywhere" />,
            }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {change.isSuccess ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-status-live/40 bg-status-live/10 p-3 text-sm"
          >
            <MailCheck className="mt-0.5 size-4 shrink-0 text-status-live" aria-hidden />
            <span>
              <Trans
                t={t}
                i18nKey="changeEmail.sent"
                values={{ email: change.variables.newEmail, current: currentEmail }}
                components={{ strong: <strong className="wrap-anywhere" /> }}
              />
            </span>
          </p>
        ) : null}
        <form onSubmit={submit} noValidate aria-label={t('changeEmail.title')}>
          <fieldset disabled={change.isPending} className="grid gap-4 sm:max-w-sm">
            <FormInput
              id="new-email"
              label={t('changeEmail.newEmail')}
              error={errors.newEmail?.message}
              type="email"
              autoComplete="email"
              {...fields.newEmail}
            />
            <FormInput
              id="change-email-password"
              label={t('common.currentPassword')}
              error={errors.password?.message}
              type="password"
              autoComplete="current-password"
              {...fields.password}
            />
            {change.isError && !fieldOf(change.error) ? (
              <p role="alert" className="text-sm text-status-closed">
                {errorMessage(change.error, t('changeEmail.error'))}
              </p>
            ) : null}
            <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
              {change.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t('changeEmail.submit')}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
