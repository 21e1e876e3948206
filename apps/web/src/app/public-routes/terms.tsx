import { TermsPage } from '@/features/legal/pages/terms-page';
import { PageColumn } from '../layouts/page-column';

/** /terms in the light entry, in the column the app's PageLayout draws. */
export function Page() {
  return (
    <PageColumn>
      <TermsPage />
    </PageColumn>
  );
}
