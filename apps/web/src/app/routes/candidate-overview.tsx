import { useLocation } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { CandidateOverviewPage } from '@/features/dashboards/pages/candidate-overview-page';
import { useFirstGreeting } from '@/features/dashboards/lib/first-greeting';
import { LatestOpportunities } from '@/features/jobs/components/latest-opportunities';
import { TopEmployersPanel } from '@/features/rankings/components/top-employers-panel';

/** Candidate overview: banner, stats and quick actions (dashboards), Top Employers (rankings), Latest Opportunities (jobs). */
export function Component() {
  const { data: user } = useMe();
  // Set by the auth dialog right after registration: a brand-new account is welcomed, not welcomed back.
  const justRegistered =
    (useLocation().state as { firstVisit?: boolean } | null)?.firstVisit === true;
  const firstVisit = useFirstGreeting(user, justRegistered);
  return (
    <CandidateOverviewPage
      name={user?.name}
      firstVisit={firstVisit}
      topEmployers={<TopEmployersPanel />}
      latestOpportunities={<LatestOpportunities />}
    />
  );
}
