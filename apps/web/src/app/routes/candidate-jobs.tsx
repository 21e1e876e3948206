import { useAppliedJobIds } from '@/features/applications/api/get-applications';
import { ApplyButton } from '@/features/applications/components/apply-button';
import { CandidateJobsPage } from '@/features/jobs/pages/candidate-jobs-page';
import { useOpenAnswersAfterApply } from '@/features/video-answers/api/open-answers-after-apply';

/** The jobs board (jobs area) with Apply Now and the jobs already applied to (applications area) composed in; a
 * flight that asks for video answers opens their intro after Apply (video-answers area). */
export function Component() {
  const appliedJobIds = useAppliedJobIds();
  const openAnswers = useOpenAnswersAfterApply();
  return (
    <CandidateJobsPage
      appliedJobIds={appliedJobIds}
      applyAction={(job) => (
        <ApplyButton
          jobId={job.id}
          flightNumber={job.flightNumber}
          disabled={job.status === 'closed'}
          applied={appliedJobIds.has(job.id)}
          onApplied={(application) => void openAnswers(application.id)}
        />
      )}
    />
  );
}
