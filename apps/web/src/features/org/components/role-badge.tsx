import { ORG_ROLE_LABELS, type OrgRole } from '@takeoff/shared/org-roles';
import { Badge } from '@/components/ui/badge';

const variants = { owner: 'boarding', recruiter: 'live', interviewer: 'secondary' } as const;

export function OrgRoleBadge({ role }: { role: OrgRole }) {
  return <Badge variant={variants[role]}>{ORG_ROLE_LABELS[role]}</Badge>;
}
