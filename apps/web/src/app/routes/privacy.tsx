import { PrivacyPage } from '@/features/legal/pages/privacy-page';

export function Component() {
  return <PrivacyPage />;
}
