import type { ReactNode } from 'react';
import { QuickActions } from '../components/quick-actions';
import { StatTiles } from '../components/stat-tiles';
import { WelcomeBanner } from '../components/welcome-banner';

type CandidateOverviewPageProps = {
  name: string | undefined;
  /** A brand-new account is welcomed, not welcomed back. */
  firstVisit?: boolean;
  /** Top Employers of the week (rankings area), composed by the route file. */
  topEmployers?: ReactNode;
  /** Latest Opportunities: first 3 job posts (jobs area), composed by the route file. */
  latestOpportunities?: ReactNode;
};

export function CandidateOverviewPage({
  name,
  firstVisit = false,
  topEmployers,
  latestOpportunities,
}: CandidateOverviewPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <WelcomeBanner name={name} firstVisit={firstVisit} />
      <StatTiles />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <QuickActions />
        {topEmployers}
      </div>
      {latestOpportunities}
    </div>
  );
}
