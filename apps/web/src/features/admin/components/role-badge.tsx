import { Building2, Shield, User } from 'lucide-react';
import type { UserRole } from '@takeoff/shared/auth';
import { Badge } from '@/components/ui/badge';
import { useT } from '../i18n';

export function RoleIcon({ role }: { role: UserRole }) {
  const { t } = useT();
  const Icon = role === 'company' ? Building2 : role === 'admin' ? Shield : User;
  return <Icon aria-label={t(`roles.${role}`)} className="size-5 text-muted-foreground" />;
}

export function RoleBadge({ role }: { role: UserRole }) {
  const { t } = useT();
  return (
    <Badge
      variant={role === 'admin' ? 'destructive' : role === 'company' ? 'boarding' : 'secondary'}
    >
      {t(`roles.${role}`)}
    </Badge>
  );
}

export { formatDate } from '@/lib/format-date';
