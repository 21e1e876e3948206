import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Interview } from '@takeoff/shared/interviews';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/form-dialog';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';
import { errorMessage } from '@/lib/api-client';
import { useFreshFormOnOpen } from '@/lib/use-fresh-form';
import { useRescheduleInterview } from '../api/reschedule-interview';
import { formatWhen, toLocalInputValue } from '../lib/format-when';
import { RescheduleForm, localToIso } from '../lib/interview-forms';
import { candidateLabelText } from '../lib/candidate-label';

type Props = {
  interview: Interview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Move an interview: date, time and length, prefilled with the current ones; the meeting link stays. */
export function RescheduleInterviewDialog({ interview, open, onOpenChange }: Props) {
  const { t } = useT();
  const reschedule = useRescheduleInterview();
  const initial: RescheduleForm = {
    scheduledAt: toLocalInputValue(new Date(interview.scheduledAt)),
    durationMinutes: String(interview.durationMinutes),
  };
  const form = useForm<RescheduleForm>({
    resolver: zodResolver(RescheduleForm),
    defaultValues: initial,
  });
  useFreshFormOnOpen(form, open, initial);
  const { errors } = form.formState;
  // Registered here, not inside the JSX: the literal-text lint reads a field name there as words to translate.
  const when = form.register('scheduledAt');
  const minutes = form.register('durationMinutes');
  const submit = form.handleSubmit((values) => {
    // An untouched time is not sent: the field holds minutes only, and resending it would shift the seconds.
    const moved = values.scheduledAt !== initial.scheduledAt;
    const duration = Number(values.durationMinutes);
    if (!moved && duration === interview.durationMinutes) return onOpenChange(false);
    return reschedule
      .mutateAsync({
        interviewId: interview.id,
        ...(moved ? { scheduledAt: localToIso(values.scheduledAt) } : {}),
        durationMinutes: duration,
      })
      .then(() => {
        showSuccessToast(t('reschedule.done'), t('toasts.candidateNotified'));
        onOpenChange(false);
      })
      .catch((error: unknown) => showDestructiveToast(errorMessage(error, t('reschedule.failed'))));
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} dirty={form.formState.isDirty}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('reschedule.title')}</DialogTitle>
          <DialogDescription>
            {t('reschedule.description', {
              candidate: candidateLabelText(interview.candidateLabel),
              position: interview.position ?? t('card.interview'),
              when: formatWhen(interview.scheduledAt),
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('reschedule.formLabel')}
          className="grid gap-4"
        >
          <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
            <FormField
              id="reschedule-when"
              label={t('fields.dateAndTime')}
              error={errors.scheduledAt?.message}
            >
              <Input
                id="reschedule-when"
                type="datetime-local"
                min={toLocalInputValue(new Date())}
                aria-invalid={!!errors.scheduledAt}
                {...when}
              />
            </FormField>
            <FormField
              id="reschedule-duration"
              label={t('fields.durationMinutes')}
              error={errors.durationMinutes?.message}
            >
              <Input
                id="reschedule-duration"
                type="number"
                inputMode="numeric"
                min={15}
                max={240}
                step={15}
                aria-invalid={!!errors.durationMinutes}
                {...minutes}
              />
            </FormField>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('reschedule.keep')}</Button>
            </DialogClose>
            <Button type="submit" disabled={reschedule.isPending}>
              {reschedule.isPending ? t('actions.saving') : t('reschedule.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
