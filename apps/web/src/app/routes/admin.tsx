import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { AdminPage } from '@/features/admin/pages/admin-page';

// Loaded when their tab is opened (the admin page wraps every tab in Suspense).
const AdminGdprConsentsTab = lazyWithRetry(async () => ({
  default: (await import('@/features/consent/components/admin-gdpr-consents-tab'))
    .AdminGdprConsentsTab,
}));
const AdminCompanyConsentsTab = lazyWithRetry(async () => ({
  default: (await import('@/features/consent/components/admin-company-consents-tab'))
    .AdminCompanyConsentsTab,
}));

/** The back-office; the consent area's two tabs are composed here (features never import each other). */
export function Component() {
  return (
    <AdminPage
      gdprConsents={<AdminGdprConsentsTab />}
      companyConsents={<AdminCompanyConsentsTab />}
    />
  );
}
