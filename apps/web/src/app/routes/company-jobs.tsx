import { PageSpinner } from '@/components/page-spinner';
import { useMe } from '@/features/auth/api/get-me';
import { CompanyJobsPage } from '@/features/jobs/pages/company-jobs-page';

export function Component() {
  const me = useMe();
  if (!me.data) return <PageSpinner />;
  return <CompanyJobsPage companyId={me.data.id} />;
}
