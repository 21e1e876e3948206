import { CompanyTermsPage } from '@/features/legal/pages/company-terms-page';

export function Component() {
  return <CompanyTermsPage />;
}
