import { CompanyPrivacyPage } from '@/features/legal/pages/company-privacy-page';
import { PageColumn } from '../layouts/page-column';

/** /company-privacy in the light entry, in the column the app's PageLayout draws. */
export function Page() {
  return (
    <PageColumn>
      <CompanyPrivacyPage />
    </PageColumn>
  );
}
