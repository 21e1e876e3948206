import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Hero, type ChooseRole } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';

/**
 * The public home page; role buttons report the chosen role to the route, which owns auth. `welcome`: the Welcome On
 * Board control, drawn in the hero (a floating pill covered the cards under it). `features`: the feature cards
 * (FeatureCards), which the light entry attaches to without their code.
 */
export function LandingPage({
  onChooseRole,
  welcome,
  features,
}: {
  onChooseRole: ChooseRole;
  welcome?: ReactNode;
  features: ReactNode;
}) {
  useDocumentTitle(undefined);
  return (
    <main>
      <Hero onChooseRole={onChooseRole} welcome={welcome} />
      {features}
      <LandingFooter />
    </main>
  );
}
