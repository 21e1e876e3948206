import { useId, useState } from 'react';
import { VIDEO_ANSWER_REASON_MAX_LENGTH } from '@takeoff/shared/video-answer-constants';
import type {
  CandidateAnswerRequest,
  VideoAnswerAccommodation,
} from '@takeoff/shared/video-answers';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { answerErrorMessage } from '../lib/answer-error';
import { useRequestAccommodation } from '../api/request-accommodation';
import { useT } from '../i18n';

/** The company's decision on an accommodation, as both sides read it. */
export function AccommodationDecisionText({
  accommodation,
}: {
  accommodation: VideoAnswerAccommodation;
}) {
  const { t } = useT();
  if (!accommodation.decision) return null;
  return (
    <p className="text-sm" data-testid="accommodation-decision">
      {accommodation.decision === 'extra_time'
        ? t('accommodation.decision.extra_time', { count: accommodation.extraDays ?? 0 })
        : t(`accommodation.decision.${accommodation.decision}`)}
      {accommodation.note ? ` ${t('accommodation.note', { note: accommodation.note })}` : ''}
    </p>
  );
}

/** "Ask for more time": one request with a reason; then the request and the company's decision. */
export function AccommodationRequest({ request }: { request: CandidateAnswerRequest }) {
  const { t } = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const ask = useRequestAccommodation();
  const accommodation = request.accommodation;
  return (
    <section className="grid gap-2 rounded-lg border border-border p-3 sm:p-4">
      <h2 className="font-semibold">{t('accommodation.title')}</h2>
      {accommodation ? (
        <>
          {accommodation.decision ? null : (
            <p className="text-sm text-muted-foreground">
              {t('accommodation.pending', { reason: accommodation.reason })}
            </p>
          )}
          <AccommodationDecisionText accommodation={accommodation} />
        </>
      ) : open ? (
        <form
          className="grid gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            ask.mutate(
              { requestId: request.id, input: { reason } },
              {
                onSuccess: () => showSuccessToast(t('accommodation.sent')),
                onError: (error) =>
                  showDestructiveToast(
                    t('error'),
                    answerErrorMessage(error, t('accommodation.sendFailed')),
                  ),
              },
            );
          }}
        >
          <Label htmlFor={id}>{t('accommodation.reasonLabel')}</Label>
          <Textarea
            id={id}
            value={reason}
            maxLength={VIDEO_ANSWER_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            type="submit"
            className="justify-self-start"
            disabled={!reason.trim() || ask.isPending}
          >
            {t('accommodation.send')}
          </Button>
        </form>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => setOpen(true)}
        >
          {t('accommodation.ask')}
        </Button>
      )}
    </section>
  );
}
