import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { resetSessionCache, useMe } from '@/features/auth/api/get-me';
import { ConsentSettingsCard } from '@/features/consent/components/consent-settings-card';
import { DataExportCard } from '@/features/account/components/data-export-card';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';

/** Account settings: consent, data export and erasure (GDPR Art. 7(3), 20, 17). */
export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useMe();
  const onDeleted = () => {
    resetSessionCache(queryClient, null);
    navigate('/', { replace: true });
  };
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="Account settings" description="Your consent, your data and your account." />
      <ConsentSettingsCard />
      <DataExportCard />
      {/* Administrator accounts are managed by configuration, not erased from here (the API refuses it too). */}
      {user?.role === 'admin' ? null : <DeleteAccountCard onDeleted={onDeleted} />}
    </div>
  );
}
