import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RequestScoreReviewRequest } from '@takeoff/shared/score-reviews';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useMyScoreReviews } from '../api/get-my-score-reviews';
import { useRequestScoreReview } from '../api/request-score-review';
import { useT } from '../i18n';

/**
 * The candidate's pitch page: ask a person to review the automated scores (one open request at a time) and read
 * the answer once a hiring team reviewed them. Shown only when the pitch has scores to review.
 */
export function RequestReviewPanel() {
  const { t } = useT();
  const reviews = useMyScoreReviews();
  const request = useRequestScoreReview();
  const form = useForm<RequestScoreReviewRequest>({
    resolver: zodResolver(RequestScoreReviewRequest),
    defaultValues: { message: '' },
  });
  const latest = reviews.data?.items[0];
  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        showSuccessToast(t('review.requested'));
        form.reset();
      },
      onError: (error) =>
        showDestructiveToast(
          t('review.requestFailed'),
          errorMessage(error, t('review.requestFailed')),
        ),
    }),
  );
  if (!reviews.data) return null;
  return (
    <Card data-testid="score-review-panel">
      <CardContent className="grid gap-3 pt-6 text-sm">
        <h2 className="text-lg font-semibold">{t('review.requestTitle')}</h2>
        <p className="text-muted-foreground">{t('review.requestBody')}</p>
        {latest?.status === 'reviewed' ? (
          <div className="grid gap-1 rounded-md border border-border p-3" role="status">
            <p className="font-medium">
              {t('review.answered', { date: formatDate(latest.reviewedAt ?? latest.createdAt) })}
            </p>
            <p>{t('review.note', { note: latest.note ?? '' })}</p>
          </div>
        ) : null}
        {latest?.status === 'open' ? (
          <p role="status">{t('review.open', { date: formatDate(latest.createdAt) })}</p>
        ) : (
          <form className="grid gap-3" onSubmit={(event) => void submit(event)} noValidate>
            <FormField
              id="score-review-message"
              label={t('review.message')}
              error={form.formState.errors.message?.message}
            >
              <Textarea id="score-review-message" rows={2} {...form.register('message')} />
            </FormField>
            <Button type="submit" className="justify-self-start" disabled={request.isPending}>
              {t('review.request')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
