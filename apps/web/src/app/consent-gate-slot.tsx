import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { can } from '@takeoff/shared/org-permissions';
import { useMe } from '@/features/auth/api/get-me';
import { orgRoleOf } from '@/features/auth/lib/company-of-user';
import { useLogout } from '@/features/auth/api/logout';
import { ConsentGate } from '@/features/consent/components/consent-gate';

/**
 * Wires the consent gate (consent feature) to the session (auth feature). The area layouts render it beside their
 * pages (the dialog covers them); a shared page (/top-talents) wraps itself in it, so it is not even fetched before consent.
 */
export function ConsentGateSlot({ children }: { children?: ReactNode }) {
  const { data: user } = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user) return null;
  // The company's terms are the owner's and recruiters' to accept (an interviewer may not even read their status).
  if (user.role === 'company' && !can(orgRoleOf(user), 'company.work')) return children ?? null;
  const cancel = () => {
    navigate('/');
    logout.mutate();
  };
  return (
    <ConsentGate key={user.id} user={user} onCancel={cancel}>
      {children}
    </ConsentGate>
  );
}
