import { can } from '@takeoff/shared/org-permissions';
import { AssistantSlot } from './assistant-slot';
import { useMe } from '@/features/auth/api/get-me';
import { orgRoleOf } from '@/features/auth/lib/company-of-user';

/** Captain Casey's walkthroughs are about posting, pitches and messages: an interviewer does none of that. */
export function CompanyAssistant() {
  const { data: user } = useMe();
  if (user?.role === 'company' && !can(orgRoleOf(user), 'company.work')) return null;
  return <AssistantSlot role="company" />;
}
