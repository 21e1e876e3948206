import { Suspense, useEffect } from 'react';
import { CandidatePitchPage } from '@/features/pitches/pages/candidate-pitch-page';
import { useMyPitch } from '@/features/pitches/api/get-my-pitch';
import { useMe } from '@/features/auth/api/get-me';
import { useTranslation } from 'react-i18next';
import { flightIntent } from '@/lib/flight-intent';
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
  const { t } = useTranslation();
  // On the way to a flight (Apply without a pitch): saving the first pitch leads back to it (pitch-form.tsx).
  const wantedFlight = pitch.isSuccess && pitch.data === null ? flightIntent() : null;
  // A human review is offered once there are automated scores to review.
  const scored = pitch.data != null && (pitch.data.moodScore ?? pitch.data.confidenceScore) != null;
  useEffect(() => RequestReviewPanel.preload(), []);
  if (!me.data) return null;
  return (
    <div className="grid gap-6">
      {wantedFlight ? (
        <p role="status" className="rounded-lg border border-border bg-board-cell/60 p-3 text-sm">
          {t('routes.candidatePitch.returnToFlight', { flightNumber: wantedFlight })}
        </p>
      ) : null}
      <CandidatePitchPage candidateId={me.data.id} />
      {scored ? (
        <Suspense fallback={null}>
          <RequestReviewPanel />
        </Suspense>
      ) : null}
    </div>
  );
}
