import { TermsPage } from '@/features/legal/pages/terms-page';

export function Component() {
  return <TermsPage />;
}
