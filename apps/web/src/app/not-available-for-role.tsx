import { Link } from 'react-router';
import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrgRole } from '@takeoff/shared/org-permissions';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';

/** What a company member sees on a page their organisation role may not use (typed or bookmarked address). */
export function NotAvailableForRole({
  role,
  homePath,
}: {
  role: OrgRole | null;
  homePath: string;
}) {
  const { t } = useTranslation();
  const message = role
    ? t('notAvailable.forRole', { role: t(`orgRoles.${role}`) })
    : t('notAvailable.noOrganisation');
  return (
    <LinkPageCard title={t('notAvailable.title')} tone="info" icon={ShieldOff} message={message}>
      <Button asChild className="w-full sm:w-auto">
        <Link to={homePath}>{t('notAvailable.startPage')}</Link>
      </Button>
    </LinkPageCard>
  );
}
