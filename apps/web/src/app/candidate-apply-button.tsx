import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Job } from '@takeoff/shared/jobs';
import { useAppliedJobIds } from '@/features/applications/api/get-applications';
import { ApplyButton, type PitchState } from '@/features/applications/components/apply-button';
import { myPitchQueryOptions, useMyPitch } from '@/features/pitches/api/get-my-pitch';
import { useOpenAnswersAfterApply } from '@/features/video-answers/api/open-answers-after-apply';
import { rememberFlightIntent } from '@/lib/flight-intent';

/**
 * A candidate's Apply Now wherever a flight is shown: marked when already applied; without a pitch it leads to the
 * pitch step and keeps the flight, so saving the pitch brings the candidate back to it with Apply ready; after
 * Apply, a flight that asks for video answers opens their intro.
 */
export function CandidateApplyButton({
  job,
}: {
  job: Pick<Job, 'id' | 'flightNumber' | 'status'>;
}) {
  const appliedJobIds = useAppliedJobIds();
  const openAnswers = useOpenAnswersAfterApply();
  const pitch = useMyPitch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toPitchStep = useCallback(() => {
    rememberFlightIntent(job.flightNumber);
    // After the server's refusal the pitch read earlier is gone: the pitch step reads it again.
    void queryClient.invalidateQueries({ queryKey: myPitchQueryOptions().queryKey });
    void navigate('/candidate/pitch');
  }, [job.flightNumber, navigate, queryClient]);
  // A pitch that could not be read is not assumed missing: the server decides, and its refusal leads here too.
  const pitchState: PitchState = pitch.isPending
    ? 'checking'
    : pitch.isSuccess && pitch.data === null
      ? 'missing'
      : 'ready';
  return (
    <ApplyButton
      jobId={job.id}
      flightNumber={job.flightNumber}
      disabled={job.status === 'closed'}
      applied={appliedJobIds.has(job.id)}
      onApplied={(application) => void openAnswers(application.id)}
      pitch={pitchState}
      onPitchMissing={toPitchStep}
    />
  );
}
