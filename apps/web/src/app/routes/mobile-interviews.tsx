import { useMe } from '@/features/auth/api/get-me';
import { MobileInterviewsPage } from '@/features/interviews/pages/mobile-interviews-page';
import { ConsentGateSlot } from '../consent-gate-slot';

export function Component() {
  const role = useMe().data?.role;
  return (
    <ConsentGateSlot>
      <MobileInterviewsPage
        viewerRole={role === 'company' || role === 'candidate' ? role : undefined}
      />
    </ConsentGateSlot>
  );
}
