import { useMe } from '@/features/auth/api/get-me';
import { CandidateOverviewPage } from '@/features/dashboards/pages/candidate-overview-page';
import { LatestOpportunities } from '@/features/jobs/components/latest-opportunities';
import { TopEmployersPanel } from '@/features/rankings/components/top-employers-panel';

/** Candidate overview: banner, stats and quick actions (dashboards), Top Employers (rankings), Latest Opportunities (jobs). */
export function Component() {
  const { data: user } = useMe();
  return <CandidateOverviewPage name={user?.name} topEmployers={<TopEmployersPanel />} latestOpportunities={<LatestOpportunities />} />;
}
