import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquareReply } from 'lucide-react';
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

/** A pitch card's answer to the candidate's open request for a human review of their automated scores. */
export function AnswerReviewDialog({ review, label }: { review: OpenScoreReview; label: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
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
          setOpen(false);
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
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('review.answerLabel', { label })}
        onClick={() => setOpen(true)}
      >
        <MessageSquareReply aria-hidden /> {t('review.answer')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
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
    </>
  );
}
