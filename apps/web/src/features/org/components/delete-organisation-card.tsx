import { PasswordDeleteCard } from '@/components/password-delete-card';
import { showSuccessToast } from '@/components/ui/toaster';
import { useDeleteOrganisation } from '../api/delete-organisation';

/** The owner's last resort, confirmed with their password; `onDeleted` signs the browser out. */
export function DeleteOrganisationCard({ organisation, onDeleted }: { organisation: string; onDeleted: () => void }) {
  const remove = useDeleteOrganisation();
  return (
    <PasswordDeleteCard
      title="Delete the organisation"
      description="Its jobs, applications, threads, notes, interviews, scorecards and promo are deleted at once. Members keep their own accounts, without an organisation, and are signed out."
      trigger={`Delete ${organisation}`}
      dialogTitle={`Delete ${organisation}?`}
      passwordLabel="Your password"
      submit="Delete the organisation"
      deletion={remove}
      onDeleted={() => {
        showSuccessToast(`${organisation} was deleted`);
        onDeleted();
      }}
    />
  );
}
