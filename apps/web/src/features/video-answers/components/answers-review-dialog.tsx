import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Video } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useT } from '../i18n';

// The review (player, transcript, accommodation form) loads the first time a card's answers are opened.
const AnswersReviewDialogContent = lazyWithRetry(async () => ({
  default: (await import('./answers-review-dialog-content')).AnswersReviewDialogContent,
}));

/** The pipeline card's "Answers" button and the dialog with the answers and the scorecard beside them. */
export function AnswersReviewDialog({
  applicationId,
  candidateName,
  canManage,
  scorecard,
}: {
  applicationId: number;
  candidateName: string;
  canManage: boolean;
  scorecard?: (open: boolean) => ReactNode;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
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
        aria-label={t('review.openLabel', { name: candidateName })}
      >
        <Video aria-hidden /> {t('review.open')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <AnswersReviewDialogContent
            applicationId={applicationId}
            candidateName={candidateName}
            canManage={canManage}
            scorecard={scorecard?.(open)}
            open={open}
            onOpenChange={setOpen}
            triggerRef={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
