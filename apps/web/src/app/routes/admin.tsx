import { AdminPage } from '@/features/admin/pages/admin-page';
import { AdminCompanyConsentsTab } from '@/features/consent/components/admin-company-consents-tab';
import { AdminGdprConsentsTab } from '@/features/consent/components/admin-gdpr-consents-tab';

/** The back-office; the consent area's two tabs are composed here (features never import each other). */
export function Component() {
  return <AdminPage gdprConsents={<AdminGdprConsentsTab />} companyConsents={<AdminCompanyConsentsTab />} />;
}
