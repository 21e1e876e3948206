import { Suspense, useEffect } from 'react';
import { CandidatePitchPage } from '@/features/pitches/pages/candidate-pitch-page';
import { useMyPitch } from '@/features/pitches/api/get-my-pitch';
import { useMe } from '@/features/auth/api/get-me';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The request form (zod, react-hook-form, which the pitch's own form loads too) comes beside the pitch's data; the
// panel draws nothing before its own data anyway.
const RequestReviewPanel = lazyWithPreload(async () => ({
  default: (await import('@/features/score-reviews/components/request-review-panel'))
    .RequestReviewPanel,
}));

export function Component() {
  const me = useMe();
  const pitch = useMyPitch();
  // A human review is offered once there are automated scores to review.
  const scored = pitch.data != null && (pitch.data.moodScore ?? pitch.data.confidenceScore) != null;
  useEffect(() => RequestReviewPanel.preload(), []);
  if (!me.data) return null;
  return (
    <div className="grid gap-6">
      <CandidatePitchPage candidateId={me.data.id} />
      {scored ? (
        <Suspense fallback={null}>
          <RequestReviewPanel />
        </Suspense>
      ) : null}
    </div>
  );
}
