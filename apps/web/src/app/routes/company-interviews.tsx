import { useMe } from '@/features/auth/api/get-me';
import { can } from '@takeoff/shared/org-permissions';
import { companyIdOf, orgRoleOf } from '@/features/auth/lib/company-of-user';
import { CompanyInterviewsPage } from '@/features/interviews/pages/company-interviews-page';
import { PageSpinner } from '@/components/page-spinner';

export function Component() {
  const { data: user } = useMe();
  if (!user) return <PageSpinner />;
  return (
    <CompanyInterviewsPage
      companyId={companyIdOf(user)}
      manage={can(orgRoleOf(user), 'interviews.manage')}
    />
  );
}
