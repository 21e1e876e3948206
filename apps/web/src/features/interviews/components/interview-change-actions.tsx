import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { CalendarClock, CalendarX2 } from 'lucide-react';
import type { Interview } from '@takeoff/shared/interviews';
import { ConfirmButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCancelInterview } from '../api/cancel-interview';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { candidateLabelText } from '../lib/candidate-label';

// Its form loads when first opened, not with the page.
const RescheduleInterviewDialog = lazyWithRetry(async () => ({
  default: (await import('./reschedule-interview-dialog')).RescheduleInterviewDialog,
}));

/** The company's Reschedule and Cancel interview buttons for an interview that has not started. */
export function InterviewChangeActions({ interview }: { interview: Interview }) {
  const { t } = useT();
  const [rescheduling, setRescheduling] = useState(false);
  const rescheduleInterviewDialogLoaded = useOpenedOnce(rescheduling);
  const [reason, setReason] = useState('');
  const cancel = useCancelInterview();
  const onCancel = () =>
    cancel.mutate(
      { interviewId: interview.id, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => showSuccessToast(t('cancel.done'), t('toasts.candidateNotified')),
        onError: (error) => showDestructiveToast(errorMessage(error, t('cancel.failed'))),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setRescheduling(true)}>
        <CalendarClock aria-hidden /> {t('reschedule.open')}
      </Button>
      <ConfirmButton
        title={t('cancel.title')}
        description={t('cancel.description', {
          candidate: candidateLabelText(interview.candidateLabel),
        })}
        confirmLabel={t('cancel.confirm')}
        disabled={cancel.isPending}
        onOpenChange={(open) => {
          if (open) setReason('');
        }}
        onConfirm={onCancel}
        body={
          <FormField id={`cancel-reason-${interview.id}`} label={t('cancel.reason')}>
            <Textarea
              id={`cancel-reason-${interview.id}`}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
        }
      >
        <CalendarX2 aria-hidden /> {t('cancel.open')}
      </ConfirmButton>
      {rescheduleInterviewDialogLoaded ? (
        <Suspense fallback={null}>
          <RescheduleInterviewDialog
            interview={interview}
            open={rescheduling}
            onOpenChange={setRescheduling}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
