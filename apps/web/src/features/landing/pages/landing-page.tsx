import { useDocumentTitle } from '@/lib/use-document-title';
import { FeatureCards } from '../components/feature-cards';
import { Hero, type ChooseRole } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';

/** The public home page; role buttons report the chosen role to the route, which owns auth. */
export function LandingPage({ onChooseRole }: { onChooseRole: ChooseRole }) {
  useDocumentTitle(undefined);
  return (
    <main>
      <Hero onChooseRole={onChooseRole} />
      <FeatureCards />
      <LandingFooter />
    </main>
  );
}
