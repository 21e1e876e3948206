import { GDPR_TEXTS } from '@takeoff/shared/gdpr';
import { PasswordDeleteCard } from '@/components/password-delete-card';
import { showSuccessToast } from '@/components/ui/toaster';
import { useDeleteAccount } from '../api/delete-account';

/** Erasure: confirmed with the password; `onDeleted` signs the browser out (the server already ended every session). */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const remove = useDeleteAccount();
  return (
    <PasswordDeleteCard
      title="Delete my account"
      description="Your pitch, videos, applications, messages and sessions are deleted at once, and ratings you received leave future rankings. Consent records are kept, as the law requires, marked as belonging to a deleted account."
      trigger="Delete my account"
      dialogTitle="Delete your account?"
      passwordLabel="Password"
      submit="Delete permanently"
      deletion={remove}
      onDeleted={() => {
        showSuccessToast(GDPR_TEXTS.deleted);
        onDeleted();
      }}
    />
  );
}
