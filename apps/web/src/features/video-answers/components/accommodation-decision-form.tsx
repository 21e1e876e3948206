import { useId, useState } from 'react';
import {
  VIDEO_ANSWER_EXTRA_DAYS_MAX,
  VIDEO_ANSWER_REASON_MAX_LENGTH,
} from '@takeoff/shared/video-answer-constants';
import type {
  AccommodationDecision,
  VideoAnswerAccommodation,
} from '@takeoff/shared/video-answers';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { answerErrorMessage } from '../lib/answer-error';
import { useDecideAccommodation } from '../api/decide-accommodation';
import { useT } from '../i18n';
import { AccommodationDecisionText } from './accommodation-request';

/** The company reads the applicant's request and grants extra days, a written alternative, or declines. */
export function AccommodationDecisionForm({
  applicationId,
  accommodation,
  canDecide,
}: {
  applicationId: number;
  accommodation: VideoAnswerAccommodation;
  canDecide: boolean;
}) {
  const { t } = useT();
  const daysId = useId();
  const noteId = useId();
  const [days, setDays] = useState('3');
  const [note, setNote] = useState('');
  const decide = useDecideAccommodation();
  const send = (decision: AccommodationDecision) =>
    decide.mutate(
      {
        applicationId,
        input: {
          decision,
          ...(decision === 'extra_time' ? { extraDays: Number(days) } : {}),
          ...(note.trim() ? { note } : {}),
        },
      },
      {
        onSuccess: () => showSuccessToast(t('accommodation.decided')),
        onError: (error) =>
          showDestructiveToast(
            t('error'),
            answerErrorMessage(error, t('accommodation.decideFailed')),
          ),
      },
    );
  return (
    <section
      className="grid gap-2 rounded-lg border border-status-expiring/50 p-3"
      data-testid="accommodation"
    >
      <h3 className="font-semibold">{t('accommodation.title')}</h3>
      <p className="text-sm">
        {t('accommodation.companyPending', { reason: accommodation.reason })}
      </p>
      {accommodation.decision ? (
        <AccommodationDecisionText accommodation={accommodation} />
      ) : canDecide ? (
        <div className="grid gap-2">
          <div className="grid gap-1.5 sm:max-w-40">
            <Label htmlFor={daysId}>{t('accommodation.extraDays')}</Label>
            <Input
              id={daysId}
              type="number"
              min={1}
              max={VIDEO_ANSWER_EXTRA_DAYS_MAX}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={noteId}>{t('accommodation.noteLabel')}</Label>
            <Textarea
              id={noteId}
              rows={2}
              maxLength={VIDEO_ANSWER_REASON_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={decide.isPending} onClick={() => send('extra_time')}>
              {t('accommodation.grantTime')}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={decide.isPending}
              onClick={() => send('written')}
            >
              {t('accommodation.grantWritten')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={decide.isPending}
              onClick={() => send('declined')}
            >
              {t('accommodation.decline')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
