import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { useMe } from '@/features/auth/api/get-me';
import { companyIdOf } from '@/features/auth/lib/company-of-user';
import { useCompanyConsentStatus } from '@/features/consent/api/get-company-consent-status';
import { CompanyStatsPanel } from '@/features/applications/components/company-stats-panel';
import { RecentApplications } from '@/features/applications/components/recent-applications';
import { TopTalentsPanel } from '@/features/rankings/components/top-talents-panel';

/** Company dashboard: stats and recent applications (applications area) beside the weekly Top Talents (rankings). */
export function Component() {
  const { t } = useTranslation();
  const me = useMe();
  // Top Talent needs accepted terms: nothing is asked before (the consent gate asks for them).
  const terms = useCompanyConsentStatus();
  if (!me.data) return <PageSpinner />;
  return (
    <div>
      <PageHeader
        title={t('routes.companyDashboard.title')}
        description={t('routes.companyDashboard.welcome', { name: me.data.name })}
      />
      <div className="grid grid-cols-1 gap-6">
        <CompanyStatsPanel companyId={companyIdOf(me.data)} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <RecentApplications />
          <TopTalentsPanel enabled={terms.data?.hasConsented === true} />
        </div>
      </div>
    </div>
  );
}
