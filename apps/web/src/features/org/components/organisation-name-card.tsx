import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { RenameOrganisationRequest } from '@takeoff/shared/org';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormInput } from '@/components/ui/form-field';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useRenameOrganisation } from '../api/rename-organisation';
import { t as translate, useT } from '../i18n';

/** The owner's form for the organisation's name: what candidates, public pages and mail see. */
export function OrganisationNameCard({
  organisation,
  onRenamed,
}: {
  organisation: string;
  onRenamed: () => Promise<unknown>;
}) {
  const { t } = useT();
  const rename = useRenameOrganisation({ onRenamed });
  const form = useForm({
    resolver: zodResolver(RenameOrganisationRequest),
    values: { name: organisation },
  });
  const { errors, isDirty } = form.formState;
  const field = form.register('name');
  const submit = form.handleSubmit((values) =>
    rename.mutate(values, {
      onSuccess: ({ name }) => showSuccessToast(translate('rename.saved', { organisation: name })),
      onError: (error) =>
        showDestructiveToast(
          translate('rename.error'),
          errorMessage(error, translate('common.tryAgain')),
        ),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('rename.title')}</CardTitle>
        <CardDescription>{t('rename.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label={t('rename.title')}>
          <fieldset disabled={rename.isPending} className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-64">
              <FormInput
                id="organisation-name"
                label={t('rename.label')}
                autoComplete="organization"
                error={errors.name ? t('rename.required') : undefined}
                {...field}
              />
            </div>
            <Button type="submit" disabled={!isDirty}>
              {rename.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {t('rename.submit')}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
