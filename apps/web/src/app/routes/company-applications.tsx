import { PageSpinner } from '@/components/page-spinner';
import { useMe } from '@/features/auth/api/get-me';
import { CompanyApplicationsPage } from '@/features/applications/pages/company-applications-page';

export function Component() {
  const me = useMe();
  if (!me.data) return <PageSpinner />;
  return <CompanyApplicationsPage companyId={me.data.id} />;
}
