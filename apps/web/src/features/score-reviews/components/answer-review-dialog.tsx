import { Suspense, useState } from 'react';
import { MessageSquareReply } from 'lucide-react';
import type { OpenScoreReview } from '@takeoff/shared/score-reviews';
import { Button } from '@/components/ui/button';
import { lazyWithPreload, preloadOnIntent } from '@/lib/lazy-with-preload';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useT } from '../i18n';

// The form (zod, react-hook-form) and the dialog library load when the button is pointed at or focused, not with
// every pitch card.
const AnswerReviewFormDialog = lazyWithPreload(async () => ({
  default: (await import('./answer-review-form-dialog')).AnswerReviewFormDialog,
}));

/** A pitch card's answer to the candidate's open request for a human review of their automated scores. */
export function AnswerReviewDialog({ review, label }: { review: OpenScoreReview; label: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const loaded = useOpenedOnce(open);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('review.answerLabel', { label })}
        {...preloadOnIntent(AnswerReviewFormDialog)}
        onClick={() => setOpen(true)}
      >
        <MessageSquareReply aria-hidden /> {t('review.answer')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <AnswerReviewFormDialog review={review} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
