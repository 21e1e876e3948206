import { CandidatePitchPage } from '@/features/pitches/pages/candidate-pitch-page';
import { useMyPitch } from '@/features/pitches/api/get-my-pitch';
import { useMe } from '@/features/auth/api/get-me';
import { RequestReviewPanel } from '@/features/score-reviews/components/request-review-panel';

export function Component() {
  const me = useMe();
  const pitch = useMyPitch();
  // A human review is offered once there are automated scores to review.
  const scored = pitch.data != null && (pitch.data.moodScore ?? pitch.data.confidenceScore) != null;
  if (!me.data) return null;
  return (
    <div className="grid gap-6">
      <CandidatePitchPage candidateId={me.data.id} />
      {scored ? <RequestReviewPanel /> : null}
    </div>
  );
}
