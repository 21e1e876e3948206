import { PrivacyPage } from '@/features/legal/pages/privacy-page';
import { PageColumn } from '../layouts/page-column';

/** /privacy in the light entry, in the column the app's PageLayout draws. */
export function Page() {
  return (
    <PageColumn>
      <PrivacyPage />
    </PageColumn>
  );
}
