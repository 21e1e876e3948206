import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { MyApplications } from '@/features/applications/components/my-applications';
import { ApplicationTimeline } from '@/features/response-promise/components/application-timeline';
import { JobDetailDialogById } from '@/features/jobs/components/job-detail-dialog-by-id';
import { SavedJobsList } from '@/features/jobs/components/saved-jobs-list';
import { MyAnswerRequests } from '@/features/video-answers/components/my-answer-requests';
import type { Job } from '@takeoff/shared/jobs';
import { CandidateApplyButton } from '../candidate-apply-button';

/** The candidate's applications (applications area) and saved flights (jobs area) with Apply composed in. */
export function Component() {
  const { t } = useTranslation();
  // An application's flight opens in the board's job details.
  const [openJobId, setOpenJobId] = useState<number | null>(null);
  const closeJob = useCallback(() => setOpenJobId(null), []);
  const applyAction = (job: Job) => <CandidateApplyButton job={job} />;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('routes.candidateApplications.title')}
        description={t('routes.candidateApplications.description')}
      />
      <MyAnswerRequests />
      <MyApplications
        onOpenJob={setOpenJobId}
        renderDetails={(application) => <ApplicationTimeline applicationId={application.id} />}
      />
      <SavedJobsList applyAction={applyAction} />
      <JobDetailDialogById jobId={openJobId} onClose={closeJob} applyAction={applyAction} />
    </div>
  );
}
