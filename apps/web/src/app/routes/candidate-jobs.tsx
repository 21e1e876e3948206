import { useAppliedJobIds } from '@/features/applications/api/get-applications';
import { CandidateJobsPage } from '@/features/jobs/pages/candidate-jobs-page';
import { CandidateApplyButton } from '../candidate-apply-button';

/** The jobs board (jobs area) with Apply Now and the jobs already applied to (applications area) composed in. */
export function Component() {
  const appliedJobIds = useAppliedJobIds();
  return (
    <CandidateJobsPage
      appliedJobIds={appliedJobIds}
      applyAction={(job) => <CandidateApplyButton job={job} />}
    />
  );
}
