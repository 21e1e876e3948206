import { Suspense, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { LogOut, ShieldAlert } from 'lucide-react';
import { ADMIN_TABS } from '@takeoff/shared/admin';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '../i18n';
import { useAdminLogout } from '../api/admin-logout';
import { useAdminSession } from '../api/get-admin-session';
import { useTotpStatus } from '../api/totp';
import { StatsTab } from '../components/stats-tab';

// A tab's code (tables, forms, drag and drop) loads when the tab is opened; the sign-in form only when signed out.
const AdminLoginForm = lazyWithRetry(async () => ({
  default: (await import('../components/admin-login-form')).AdminLoginForm,
}));
const AuditTab = lazyWithRetry(async () => ({
  default: (await import('../components/audit-tab')).AuditTab,
}));
const BackgroundJobsTab = lazyWithRetry(async () => ({
  default: (await import('../components/background-jobs-tab')).BackgroundJobsTab,
}));
const JobsTab = lazyWithRetry(async () => ({
  default: (await import('../components/jobs-tab')).JobsTab,
}));
const PitchesTab = lazyWithRetry(async () => ({
  default: (await import('../components/pitches-tab')).PitchesTab,
}));
const PromosTab = lazyWithRetry(async () => ({
  default: (await import('../components/promos-tab')).PromosTab,
}));
const ReorderTab = lazyWithRetry(async () => ({
  default: (await import('../components/reorder-tab')).ReorderTab,
}));
const SecurityTab = lazyWithRetry(async () => ({
  default: (await import('../components/security-tab')).SecurityTab,
}));
const UsersTab = lazyWithRetry(async () => ({
  default: (await import('../components/users-tab')).UsersTab,
}));

type Slots = {
  /** The consent area's tabs, composed by the route file (features never import each other). */
  gdprConsents: ReactNode;
  companyConsents: ReactNode;
};

const EXTRA_TABS = ['Audit Log', 'Background Jobs', 'Security'] as const;
type Tab = (typeof ADMIN_TABS)[number] | (typeof EXTRA_TABS)[number];
// The tab values stay the English names' slugs; only the labels are translated.
const slug = (tab: string) => tab.toLowerCase().replace(/\s+/g, '-');
const TAB_LABELS = {
  Statistics: 'statistics',
  'User Management': 'users',
  'Job Management': 'jobs',
  'Candidate Pitches': 'pitches',
  'Company Promos': 'promos',
  'Video Reorder': 'reorder',
  'GDPR Consents': 'gdprConsents',
  'Company Consents': 'companyConsents',
  'Audit Log': 'audit',
  'Background Jobs': 'backgroundJobs',
  Security: 'security',
} as const satisfies Record<Tab, string>;

export function AdminPage(slots: Slots) {
  const { t } = useT();
  useDocumentTitle(t('page.title'));
  const session = useAdminSession();
  if (session.isPending) return <PageSpinner />;
  const user = session.data;
  if (!user || user.role !== 'admin') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AdminLoginForm />
      </Suspense>
    );
  }
  return <SignedInAdmin email={user.email} {...slots} />;
}

function SignedInAdmin({ email, gdprConsents, companyConsents }: Slots & { email: string }) {
  const { t } = useT();
  const logout = useAdminLogout();
  const totp = useTotpStatus();
  const [tab, setTab] = useState(slug(ADMIN_TABS[0]));
  const [offerDismissed, setOfferDismissed] = useState(false);
  // Where two-factor is required the back office stays closed until it is set up; the set-up screen stays until
  // the admin moves on, so the recovery codes shown after activation are not swept away.
  const [enrolling, setEnrolling] = useState(false);
  if (totp.data?.required && !totp.data.enabled && !enrolling) setEnrolling(true);
  if (totp.isPending) return <PageSpinner />;

  const header = (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold">{t('page.title')}</h1>
        <p className="break-words text-muted-foreground">{t('page.welcome', { email })}</p>
      </div>
      <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOut aria-hidden /> {t('page.logout')}
      </Button>
    </header>
  );

  if (enrolling) {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {header}
        <div
          role="status"
          className="flex items-start gap-2 rounded-lg border border-status-expiring/50 bg-status-expiring/10 p-3"
        >
          <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-status-expiring" />
          <p>{t('security.requiredNotice')}</p>
        </div>
        <Suspense fallback={<PageSpinner />}>
          <SecurityTab />
        </Suspense>
        {totp.data?.enabled ? (
          <Button className="justify-self-start" onClick={() => setEnrolling(false)}>
            {t('security.continue')}
          </Button>
        ) : null}
      </div>
    );
  }

  const panels: Record<Tab, ReactNode> = {
    Statistics: <StatsTab />,
    'User Management': <UsersTab />,
    'Job Management': <JobsTab />,
    'Candidate Pitches': <PitchesTab />,
    'Company Promos': <PromosTab />,
    'Video Reorder': <ReorderTab />,
    'GDPR Consents': gdprConsents,
    'Company Consents': companyConsents,
    'Audit Log': <AuditTab />,
    'Background Jobs': <BackgroundJobsTab />,
    Security: <SecurityTab />,
  };
  const tabs = [...ADMIN_TABS, ...EXTRA_TABS];

  return (
    // minmax(0,1fr): the scrolling tab strip must not widen the page beyond the viewport.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {header}
      {totp.data && !totp.data.enabled && !offerDismissed ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface-raised p-3"
        >
          <ShieldAlert aria-hidden className="size-5 shrink-0 text-status-expiring" />
          <p className="min-w-0 flex-1">{t('security.offer')}</p>
          <Button size="sm" onClick={() => setTab(slug('Security'))}>
            {t('security.offerSetUp')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOfferDismissed(true)}>
            {t('security.offerLater')}
          </Button>
        </div>
      ) : null}
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        {/* The tabs wrap onto a second row rather than hide behind a scroll with no cue (Security at 1366 px). */}
        <div className="pb-1">
          <TabsList className="h-auto w-full flex-wrap justify-start">
            {tabs.map((tab) => (
              <TabsTrigger key={tab} value={slug(tab)}>
                {t(`tabs.${TAB_LABELS[tab]}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {tabs.map((tab) => (
          <TabsContent key={tab} value={slug(tab)}>
            <Suspense fallback={<PageSpinner />}>{panels[tab]}</Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
