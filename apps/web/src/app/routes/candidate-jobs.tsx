import { useAppliedJobIds } from '@/features/applications/api/get-applications';
import { ApplyButton } from '@/features/applications/components/apply-button';
import { CandidateJobsPage } from '@/features/jobs/pages/candidate-jobs-page';

/** The jobs board (jobs area) with Apply Now and the jobs already applied to (applications area) composed in. */
export function Component() {
  const appliedJobIds = useAppliedJobIds();
  return (
    <CandidateJobsPage
      appliedJobIds={appliedJobIds}
      applyAction={(job) => (
        <ApplyButton
          jobId={job.id}
          flightNumber={job.flightNumber}
          disabled={job.status === 'closed'}
          applied={appliedJobIds.has(job.id)}
        />
      )}
    />
  );
}
