import { Navigate, Outlet, useLocation } from 'react-router';
import type { User } from '@takeoff/shared/auth';
import { useMe } from '@/features/auth/api/get-me';
import { AssistantSlot } from '../assistant-slot';
import { orgRoleOf } from '@/features/auth/lib/company-of-user';
import { postLoginPath } from '@/features/auth/lib/post-login-path';
import { RequireRole } from '../require-role';
import { candidateBottomNav, candidateTabs, companyNavigationFor } from '../navigation';
import { companyPageAccess } from '../company-area-guard';
import { NotAvailableForRole } from '../not-available-for-role';
import { AreaLayout } from './area-layout';
import { CompanyAssistant } from '../company-assistant';

/** Pages shared by signed-in roles (/top-talents, /mobile-interviews): framed with the viewer's own area navigation. */
export function MemberLayout() {
  const { data: user } = useMe();
  return (
    <RequireRole roles={['company', 'candidate', 'admin']}>
      {user?.role === 'company' ? (
        <CompanyMemberArea user={user} />
      ) : user?.role === 'candidate' ? (
        <AreaLayout
          area="candidate"
          tabs={candidateTabs}
          bottomNav={candidateBottomNav}
          assistant={<AssistantSlot role="candidate" />}
        />
      ) : (
        <main className="mx-auto w-full max-w-7xl px-3 py-6 sm:px-6">
          <Outlet />
        </main>
      )}
    </RequireRole>
  );
}

/** A company member's frame: their role's navigation; a page the role may not use shows a notice instead. */
function CompanyMemberArea({ user }: { user: User }) {
  const { pathname } = useLocation();
  const role = orgRoleOf(user);
  const { tabs, bottomNav } = companyNavigationFor(role);
  const access = companyPageAccess(user, pathname);
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  const content =
    access.kind === 'not-available' ? (
      <NotAvailableForRole role={role} homePath={postLoginPath(user)} />
    ) : undefined;
  return (
    <AreaLayout
      area="company"
      tabs={tabs}
      bottomNav={bottomNav}
      content={content}
      assistant={<CompanyAssistant />}
    />
  );
}
