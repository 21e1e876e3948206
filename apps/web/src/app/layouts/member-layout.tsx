import { Outlet } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { AssistantWidget } from '@/features/assistant/components/assistant-widget';
import { RequireRole } from '../require-role';
import { candidateBottomNav, candidateTabs, companyBottomNav, companyTabs } from '../navigation';
import { AreaLayout } from './area-layout';

/** Pages shared by signed-in roles (/top-talents, /mobile-interviews): framed with the viewer's own area navigation. */
export function MemberLayout() {
  const { data: user } = useMe();
  return (
    <RequireRole roles={['company', 'candidate', 'admin']}>
      {user?.role === 'company' ? (
        <AreaLayout label="Company navigation" tabs={companyTabs} bottomNav={companyBottomNav} />
      ) : user?.role === 'candidate' ? (
        <AreaLayout label="Candidate navigation" tabs={candidateTabs} bottomNav={candidateBottomNav} />
      ) : (
        <main className="mx-auto w-full max-w-7xl px-3 py-6 sm:px-6">
          <Outlet />
        </main>
      )}
      {user?.role === 'company' || user?.role === 'candidate' ? <AssistantWidget role={user.role} /> : null}
    </RequireRole>
  );
}
