import { useMe } from '@/features/auth/api/get-me';
import { ProfessionalDevelopmentPage } from '@/features/waitlist/pages/professional-development-page';

export function Component() {
  const me = useMe();
  return <ProfessionalDevelopmentPage user={me.data ?? null} />;
}
