import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { UserPlus } from 'lucide-react';
import type { OrgRole } from '@takeoff/shared/org-permissions';
import { Button } from '@/components/ui/button';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useT } from '../i18n';

// The form (validation, role select, the dialog library) loads the first time it is opened.
const InviteFormDialog = lazyWithRetry(async () => ({
  default: (await import('./invite-form-dialog')).InviteFormDialog,
}));

/** "Invite member": opens the invitation form (invite-form-dialog.tsx). */
export function InviteDialog({ actorRole }: { actorRole: OrgRole }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  return (
    <>
      <Button aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <UserPlus aria-hidden /> {t('invite.open')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <InviteFormDialog actorRole={actorRole} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
