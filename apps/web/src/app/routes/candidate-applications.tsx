import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useAppliedJobIds } from '@/features/applications/api/get-applications';
import { ApplyButton } from '@/features/applications/components/apply-button';
import { MyApplications } from '@/features/applications/components/my-applications';
import { SavedJobsList } from '@/features/jobs/components/saved-jobs-list';

/** The candidate's applications (applications area) and saved flights (jobs area) with Apply composed in. */
export function Component() {
  const { t } = useTranslation();
  const appliedJobIds = useAppliedJobIds();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('routes.candidateApplications.title')}
        description={t('routes.candidateApplications.description')}
      />
      <MyApplications />
      <SavedJobsList
        applyAction={(job) => (
          <ApplyButton
            jobId={job.id}
            flightNumber={job.flightNumber}
            disabled={job.status === 'closed'}
            applied={appliedJobIds.has(job.id)}
          />
        )}
      />
    </div>
  );
}
