import { CompanyTermsPage } from '@/features/legal/pages/company-terms-page';
import { PageColumn } from '../layouts/page-column';

/** /company-terms in the light entry, in the column the app's PageLayout draws. */
export function Page() {
  return (
    <PageColumn>
      <CompanyTermsPage />
    </PageColumn>
  );
}
