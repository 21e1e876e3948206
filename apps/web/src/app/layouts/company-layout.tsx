import { Navigate, useLocation } from 'react-router';
import type { UserRole } from '@takeoff/shared/auth';
import { useMe } from '@/features/auth/api/get-me';
import { orgRoleOf } from '@/features/auth/lib/company-of-user';
import { postLoginPath } from '@/features/auth/lib/post-login-path';
import { RequireRole } from '../require-role';
import { companyNavigationFor } from '../navigation';
import { companyPageAccess } from '../company-area-guard';
import { NotAvailableForRole } from '../not-available-for-role';
import { AreaLayout } from './area-layout';
import { CompanyAssistant } from '../company-assistant';
import { ConsentGateSlot } from '../consent-gate-slot';

const COMPANY_ONLY: readonly UserRole[] = ['company'];
// The seeds give admins their controls (status, archive, delete) on the pitches page itself.
const PITCHES_PAGE: readonly UserRole[] = ['company', 'admin'];

export function CompanyLayout() {
  const { pathname } = useLocation();
  return (
    <RequireRole roles={pathname.startsWith('/company/candidates') ? PITCHES_PAGE : COMPANY_ONLY}>
      <CompanyArea pathname={pathname} />
      <ConsentGateSlot />
    </RequireRole>
  );
}

/** The area's navigation and page as the member's organisation role allows them (admins see the pitches page). */
function CompanyArea({ pathname }: { pathname: string }) {
  const { data: user } = useMe();
  if (user?.role !== 'company') return <CompanyAreaFrame role="owner" />;
  const role = orgRoleOf(user);
  const access = companyPageAccess(user, pathname);
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return (
    <CompanyAreaFrame
      role={role}
      content={
        access.kind === 'not-available' ? (
          <NotAvailableForRole role={role} homePath={postLoginPath(user)} />
        ) : undefined
      }
    />
  );
}

function CompanyAreaFrame({
  role,
  content,
}: {
  role: ReturnType<typeof orgRoleOf>;
  content?: React.ReactNode;
}) {
  const { tabs, bottomNav } = companyNavigationFor(role);
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
