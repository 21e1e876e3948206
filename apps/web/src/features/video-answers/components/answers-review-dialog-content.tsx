import type { ReactNode, RefObject } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useT } from '../i18n';
import { AnswersReview } from './answers-review';

type AnswersReviewDialogContentProps = {
  applicationId: number;
  candidateName: string;
  canManage: boolean;
  scorecard?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** The application view's answers in a wide dialog (full-screen on a phone), loaded when first opened. */
export function AnswersReviewDialogContent({
  applicationId,
  candidateName,
  canManage,
  scorecard,
  open,
  onOpenChange,
  triggerRef,
}: AnswersReviewDialogContentProps) {
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-5xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('review.title', { name: candidateName })}</DialogTitle>
          <DialogDescription>{t('review.description')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <AnswersReview
            applicationId={applicationId}
            candidateName={candidateName}
            canManage={canManage}
            scorecard={scorecard}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
