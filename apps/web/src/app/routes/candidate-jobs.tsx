import { ApplyButton } from '@/features/applications/components/apply-button';
import { CandidateJobsPage } from '@/features/jobs/pages/candidate-jobs-page';

/** The jobs board (jobs area) with Apply Now (applications area) composed in. */
export function Component() {
  return <CandidateJobsPage applyAction={(job) => <ApplyButton jobId={job.id} disabled={job.status === 'closed'} />} />;
}
