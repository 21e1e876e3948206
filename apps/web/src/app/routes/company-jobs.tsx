import { can } from '@takeoff/shared/org-permissions';
import { PageSpinner } from '@/components/page-spinner';
import { useMe } from '@/features/auth/api/get-me';
import { companyIdOf } from '@/features/auth/lib/company-of-user';
import { CompanyJobsPage } from '@/features/jobs/pages/company-jobs-page';

export function Component() {
  const me = useMe();
  if (!me.data) return <PageSpinner />;
  return (
    <CompanyJobsPage
      companyId={companyIdOf(me.data)}
      manageTeam={can(me.data.org?.role, 'jobs.manage')}
    />
  );
}
