import { useLocation } from 'react-router';
import type { UserRole } from '@takeoff/shared/auth';
import { AssistantWidget } from '@/features/assistant/components/assistant-widget';
import { RequireRole } from '../require-role';
import { companyBottomNav, companyTabs } from '../navigation';
import { AreaLayout } from './area-layout';
import { ConsentGateSlot } from '../consent-gate-slot';

const COMPANY_ONLY: readonly UserRole[] = ['company'];
// The seeds give admins their controls (status, archive, delete) on the pitches page itself.
const PITCHES_PAGE: readonly UserRole[] = ['company', 'admin'];

export function CompanyLayout() {
  const { pathname } = useLocation();
  return (
    <RequireRole roles={pathname.startsWith('/company/candidates') ? PITCHES_PAGE : COMPANY_ONLY}>
      <AreaLayout label="Company navigation" tabs={companyTabs} bottomNav={companyBottomNav} />
      <AssistantWidget role="company" />
      <ConsentGateSlot />
    </RequireRole>
  );
}
