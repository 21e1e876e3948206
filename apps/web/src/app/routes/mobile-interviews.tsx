import { useMe } from '@/features/auth/api/get-me';
import { MobileInterviewsPage } from '@/features/interviews/pages/mobile-interviews-page';

export function Component() {
  const role = useMe().data?.role;
  return <MobileInterviewsPage viewerRole={role === 'company' || role === 'candidate' ? role : undefined} />;
}
