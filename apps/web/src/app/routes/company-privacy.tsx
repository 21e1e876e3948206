import { CompanyPrivacyPage } from '@/features/legal/pages/company-privacy-page';

export function Component() {
  return <CompanyPrivacyPage />;
}
