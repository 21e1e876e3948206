import { Link } from 'react-router';
import { ShieldOff } from 'lucide-react';
import { ORG_ROLE_LABELS, type OrgRole } from '@takeoff/shared/org-roles';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';

/** What a company member sees on a page their organisation role may not use (typed or bookmarked address). */
export function NotAvailableForRole({ role, homePath }: { role: OrgRole | null; homePath: string }) {
  const message = role
    ? `This page is not available for your role (${ORG_ROLE_LABELS[role]}). Ask an owner of your organisation if you need it.`
    : 'Your account is not a member of an organisation any more. Ask a company owner for a new invitation.';
  return (
    <LinkPageCard title="Not available for your role" tone="info" icon={ShieldOff} message={message}>
      <Button asChild className="w-full sm:w-auto">
        <Link to={homePath}>Go to my start page</Link>
      </Button>
    </LinkPageCard>
  );
}
