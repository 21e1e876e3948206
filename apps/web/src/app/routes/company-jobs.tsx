import { can } from '@takeoff/shared/org-permissions';
import { PageSpinner } from '@/components/page-spinner';
import { useMe } from '@/features/auth/api/get-me';
import { companyIdOf } from '@/features/auth/lib/company-of-user';
import { CompanyJobsPage } from '@/features/jobs/pages/company-jobs-page';
import { AnswerSettingsDialog } from '@/features/video-answers/components/answer-settings-dialog';

/** The company's flights (jobs area) with each flight's "Ask for video answers" (video-answers area) composed in. */
export function Component() {
  const me = useMe();
  if (!me.data) return <PageSpinner />;
  const manage = can(me.data.org?.role, 'jobs.manage');
  return (
    <CompanyJobsPage
      companyId={companyIdOf(me.data)}
      manageTeam={manage}
      rowActions={manage ? (job) => <AnswerSettingsDialog job={job} /> : undefined}
    />
  );
}
