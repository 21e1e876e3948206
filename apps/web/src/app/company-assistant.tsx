import { can } from '@takeoff/shared/org-permissions';
import { AssistantWidget } from '@/features/assistant/components/assistant-widget';
import { useMe } from '@/features/auth/api/get-me';
import { orgRoleOf } from '@/features/auth/lib/company-of-user';

/** Captain Casey's walkthroughs are about posting, pitches and messages: an interviewer does none of that. */
export function CompanyAssistant() {
  const { data: user } = useMe();
  if (user?.role === 'company' && !can(orgRoleOf(user), 'company.work')) return null;
  return <AssistantWidget role="company" />;
}
