import { LandingPage } from '@/features/landing/pages/landing-page';
import { WelcomeAudioControl } from '@/features/welcome-audio/components/welcome-audio-control';
import type { PublicRouteProps } from '../public-route-modules';

/** The landing page in the light entry: a role button hands the page to the app, which answers it (routes/home.tsx). */
export function Page({ takeOver }: PublicRouteProps) {
  return (
    <LandingPage
      onChooseRole={(role) => takeOver({ action: { type: 'choose-role', role } })}
      welcome={<WelcomeAudioControl />}
    />
  );
}
