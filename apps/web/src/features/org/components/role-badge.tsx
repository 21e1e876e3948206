import type { OrgRole } from '@takeoff/shared/org-permissions';
import { Badge } from '@/components/ui/badge';
import { useT } from '../i18n';

const variants = { owner: 'boarding', recruiter: 'live', interviewer: 'secondary' } as const;

export function OrgRoleBadge({ role }: { role: OrgRole }) {
  const { t } = useT();
  return <Badge variant={variants[role]}>{t(`roles.${role}`)}</Badge>;
}
