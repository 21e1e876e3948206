import { useState } from 'react';
import { CalendarClock, CalendarX2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Interview } from '@takeoff/shared/interviews';
import { ConfirmButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCancelInterview } from '../api/cancel-interview';
import { RescheduleInterviewDialog } from './reschedule-interview-dialog';

/** The company's Reschedule and Cancel interview buttons for an interview that has not started. */
export function InterviewChangeActions({ interview }: { interview: Interview }) {
  const [rescheduling, setRescheduling] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelInterview();
  const onCancel = () =>
    cancel.mutate(
      { interviewId: interview.id, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => toast.success('Interview cancelled', { description: 'The candidate has been notified.' }),
        onError: (error) => showDestructiveToast(errorMessage(error, 'Failed to cancel interview')),
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setRescheduling(true)}>
        <CalendarClock aria-hidden /> Reschedule
      </Button>
      <ConfirmButton
        title="Cancel this interview?"
        description={`${interview.candidateLabel} is notified and the interview is removed from their calendar. It stays on your list, marked cancelled.`}
        confirmLabel="Cancel interview"
        disabled={cancel.isPending}
        onOpenChange={(open) => {
          if (open) setReason('');
        }}
        onConfirm={onCancel}
        body={
          <FormField id={`cancel-reason-${interview.id}`} label="Reason (optional, shown to the candidate)">
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
        <CalendarX2 aria-hidden /> Cancel interview
      </ConfirmButton>
      <RescheduleInterviewDialog interview={interview} open={rescheduling} onOpenChange={setRescheduling} />
    </div>
  );
}
