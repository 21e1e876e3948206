import { Suspense, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyWithPreload, preloadOnIntent } from '@/lib/lazy-with-preload';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useMarkApplicationViewed } from '../api/mark-application-viewed';
import { useT } from '../i18n';

// The form, its draft and the dialog library load when the button is pointed at or focused, not with every card.
const RejectFormDialog = lazyWithPreload(async () => ({
  default: (await import('./reject-form-dialog')).RejectFormDialog,
}));

export type RejectedApplication = {
  id: number;
  candidateName: string;
  jobTitle: string;
  companyName: string;
};

/**
 * Rejecting by hand: the member sees the organisation's closing text as the candidate will get it, may add a
 * personal note, and chooses whether the candidate stays in the talent pool. Opening it counts as having opened
 * the application.
 */
export function RejectDialog({ application }: { application: RejectedApplication }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  const viewed = useMarkApplicationViewed();
  const openDialog = (next: boolean) => {
    setOpen(next);
    if (next) viewed.mutate(application.id);
  };
  const name = application.candidateName;
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('reject.label', { name })}
        {...preloadOnIntent(RejectFormDialog)}
        onClick={() => openDialog(true)}
      >
        <X /> {t('reject.button')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <RejectFormDialog
            application={application}
            open={open}
            onOpenChange={openDialog}
            onRejected={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
