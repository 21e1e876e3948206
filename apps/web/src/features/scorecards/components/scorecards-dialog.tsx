import { Suspense, useRef, useState } from 'react';
import { ClipboardCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/scorecards/i18n';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useOpenedOnce } from '@/lib/use-opened-once';

// The panel (its schemas, the form, the dialog library) loads the first time a card's scorecards are opened, not with
// every card of the pipeline.
const ScorecardsDialogContent = lazyWithRetry(async () => ({
  default: (await import('./scorecards-dialog-content')).ScorecardsDialogContent,
}));

/** The application card's "Scorecards" button and the dialog holding the panel (scorecards-dialog-content.tsx). */
/** `defaultOpen`: opened at once (a "scorecard requested" notification leads here). */
export function ScorecardsDialog({
  applicationId,
  candidateName,
  canRequest,
  defaultOpen = false,
}: {
  applicationId: number;
  candidateName: string;
  canRequest: boolean;
  defaultOpen?: boolean;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(defaultOpen);
  const loaded = useOpenedOnce(open);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        aria-label={t('dialog.openLabel', { name: candidateName })}
      >
        <ClipboardCheck aria-hidden /> {t('dialog.open')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ScorecardsDialogContent
            applicationId={applicationId}
            candidateName={candidateName}
            canRequest={canRequest}
            open={open}
            onOpenChange={setOpen}
            triggerRef={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
