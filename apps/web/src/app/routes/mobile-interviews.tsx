import { MobileInterviewsPage } from '@/features/interviews/pages/mobile-interviews-page';

export function Component() {
  return <MobileInterviewsPage />;
}
