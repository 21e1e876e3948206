import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CompleteScoreReviewRequest, type OpenScoreReview } from '@takeoff/shared/score-reviews';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompleteScoreReview } from '../api/complete-score-review';
import { useT } from '../i18n';

/** The dialog of answer-review-dialog.tsx: the note sent back to the candidate (loaded when first opened). */
export function AnswerReviewFormDialog({
  review,
  open,
  onOpenChange,
}: {
  review: OpenScoreReview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const complete = useCompleteScoreReview();
  const form = useForm<CompleteScoreReviewRequest>({
    resolver: zodResolver(CompleteScoreReviewRequest),
    defaultValues: { note: '' },
  });
  const error = form.formState.errors.note?.message;
  const submit = form.handleSubmit(({ note }) =>
    complete.mutate(
      { id: review.id, note },
      {
        onSuccess: () => {
          showSuccessToast(t('review.sent'));
          onOpenChange(false);
        },
        onError: (failure) =>
          showDestructiveToast(
            t('review.sendFailed'),
            errorMessage(failure, t('review.sendFailed')),
          ),
      },
    ),
  );
  const noteId = `review-note-${review.id}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('review.answerTitle')}</DialogTitle>
          <DialogDescription>{t('review.answerDescription')}</DialogDescription>
        </DialogHeader>
        {review.message ? (
          <p className="text-sm italic">
            {t('review.candidateMessage', { message: review.message })}
          </p>
        ) : null}
        <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
          <FormField id={noteId} label={t('review.noteLabel')} error={error}>
            <Textarea
              id={noteId}
              rows={4}
              aria-invalid={error ? true : undefined}
              {...form.register('note')}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={complete.isPending}>
              {t('review.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
