import { Suspense } from 'react';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useHydrated } from '@/lib/use-hydrated';
import { prerenderedSection } from '../prerendered-section';
import type { PublicRouteProps } from '../public-route-modules';

// The control draws nothing until the browser says it can speak, so the build's HTML has none: its code and strings
// can arrive once the page has attached, outside the page's first download.
const WelcomeAudioControl = lazyWithRetry(() =>
  import('@/features/welcome-audio/components/welcome-audio-control').then((module) => ({
    default: module.WelcomeAudioControl,
  })),
);

// Static text and icons: the page attaches to the build's HTML of them, and their code loads after that.
const FeatureCards = await prerenderedSection(() =>
  import('@/features/landing/components/feature-cards').then((module) => module.FeatureCards),
);

function WelcomeAudioOnceAttached() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <WelcomeAudioControl />
    </Suspense>
  ) : null;
}

/** The landing page in the light entry: a role button hands the page to the app, which answers it (routes/home.tsx). */
export function Page({ takeOver }: PublicRouteProps) {
  return (
    <LandingPage
      onChooseRole={(role) => takeOver({ action: { type: 'choose-role', role } })}
      welcome={<WelcomeAudioOnceAttached />}
      features={<FeatureCards />}
    />
  );
}
