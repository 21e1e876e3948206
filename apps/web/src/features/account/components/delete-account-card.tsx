import { PasswordDeleteCard } from '@/components/password-delete-card';
import { showSuccessToast } from '@/components/ui/toaster';
import { useDeleteAccount } from '../api/delete-account';
import { t as translate, useT } from '../i18n';

/** Erasure: confirmed with the password; `onDeleted` signs the browser out (the server already ended every session). */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useT();
  const remove = useDeleteAccount();
  return (
    <PasswordDeleteCard
      title={t('deleteAccount.title')}
      description={t('deleteAccount.description')}
      trigger={t('deleteAccount.trigger')}
      dialogTitle={t('deleteAccount.dialogTitle')}
      passwordLabel={t('deleteAccount.password')}
      submit={t('deleteAccount.submit')}
      deletion={remove}
      onDeleted={() => {
        showSuccessToast(translate('deleteAccount.deleted'));
        onDeleted();
      }}
    />
  );
}
