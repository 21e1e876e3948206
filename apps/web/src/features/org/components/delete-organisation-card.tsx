import { PasswordDeleteCard } from '@/components/password-delete-card';
import { showSuccessToast } from '@/components/ui/toaster';
import { useDeleteOrganisation } from '../api/delete-organisation';
import { useT } from '../i18n';

/** The owner's last resort, confirmed with their password; `onDeleted` signs the browser out. */
export function DeleteOrganisationCard({
  organisation,
  onDeleted,
}: {
  organisation: string;
  onDeleted: () => void;
}) {
  const { t } = useT();
  const remove = useDeleteOrganisation();
  return (
    <PasswordDeleteCard
      title={t('delete.title')}
      description={t('delete.description')}
      trigger={t('delete.trigger', { organisation })}
      dialogTitle={t('delete.dialogTitle', { organisation })}
      passwordLabel={t('delete.password')}
      submit={t('delete.submit')}
      deletion={remove}
      onDeleted={() => {
        showSuccessToast(t('delete.deleted', { organisation }));
        onDeleted();
      }}
    />
  );
}
