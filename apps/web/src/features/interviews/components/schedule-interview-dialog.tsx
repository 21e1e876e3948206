import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast, showUndoToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCreateInterview } from '../api/create-interview';
import { useUndoApplicationMove } from '../api/undo-application-move';
import { useScheduleOptions } from '../api/get-schedule-options';
import { ScheduleInterviewForm, localToIso } from '../lib/interview-forms';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from './native-select';
import { SLOT_DURATIONS } from '@takeoff/shared/interviews';
import { PositionAndTimeFields } from './position-and-time-fields';
import { useFreshFormOnOpen } from '@/lib/use-fresh-form';
import { useFocusFirstField } from '@/lib/use-focus-first-field';

/** A booked interview's length unless the company picks another (the API's default too). */
const DEFAULT_INTERVIEW_MINUTES = 60;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preselectedCandidateId?: number | undefined;
};

/** Schedule an interview: candidate (preselected from the pitches page), position, date and time. */
export function ScheduleInterviewDialog({ open, onOpenChange, preselectedCandidateId }: Props) {
  const { t } = useT();
  const options = useScheduleOptions(preselectedCandidateId, open);
  const create = useCreateInterview();
  const undoMove = useUndoApplicationMove();
  const initial: ScheduleInterviewForm = {
    candidateId: preselectedCandidateId ? String(preselectedCandidateId) : '',
    jobId: '',
    scheduledAt: '',
    durationMinutes: String(DEFAULT_INTERVIEW_MINUTES),
    notes: '',
    meetingLink: '',
  };
  const form = useForm<ScheduleInterviewForm>({
    resolver: zodResolver(ScheduleInterviewForm),
    defaultValues: initial,
  });
  useFreshFormOnOpen(form, open, initial);
  // Opens on Candidate, whose list arrives with the options.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(open, Boolean(options.data), formRef);
  const { errors } = form.formState;
  // Registered here, not inside the JSX: the literal-text lint reads a field name there as words to translate.
  const candidate = form.register('candidateId');
  const meetingLink = form.register('meetingLink');
  const notes = form.register('notes');
  const duration = form.register('durationMinutes');
  const firstError =
    errors.candidateId?.message ?? errors.jobId?.message ?? errors.scheduledAt?.message;
  const submit = form.handleSubmit(
    (values) =>
      create
        .mutateAsync({
          candidateId: Number(values.candidateId),
          jobId: Number(values.jobId),
          scheduledAt: localToIso(values.scheduledAt),
          durationMinutes: Number(values.durationMinutes),
          ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
          ...(values.meetingLink ? { meetingLink: values.meetingLink } : {}),
        })
        .then(({ movedApplication }) => {
          if (movedApplication) {
            showUndoToast(
              t('schedule.done'),
              t('schedule.movedToInterviewing'),
              t('schedule.undoMove'),
              () =>
                undoMove.mutate(movedApplication, {
                  onSuccess: () => showSuccessToast(t('schedule.moveUndone')),
                  onError: (error) =>
                    showDestructiveToast(errorMessage(error, t('schedule.undoFailed'))),
                }),
            );
          } else showSuccessToast(t('schedule.done'), t('toasts.candidateNotified'));
          form.reset();
          onOpenChange(false);
        })
        .catch((error: unknown) => showDestructiveToast(errorMessage(error, t('schedule.failed')))),
    () => undefined,
  );
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} dirty={form.formState.isDirty}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('schedule.title')}</DialogTitle>
          <DialogDescription>{t('schedule.description')}</DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          aria-label={t('schedule.formLabel')}
          className="grid gap-4"
        >
          {/* Mounted once the options exist, so the preselected candidate's option is there to select. */}
          <FormField id="schedule-candidate" label={t('fields.candidate')}>
            {options.data ? (
              <NativeSelect
                id="schedule-candidate"
                aria-invalid={!!errors.candidateId}
                {...candidate}
              >
                <option value="">{t('fields.selectCandidate')}</option>
                {options.data.candidates.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <NativeSelect id="schedule-candidate" disabled>
                <option>{t('fields.loadingCandidates')}</option>
              </NativeSelect>
            )}
          </FormField>
          <PositionAndTimeFields
            idPrefix="schedule"
            positions={options.data?.positions}
            position={form.register('jobId')}
            when={form.register('scheduledAt')}
            positionInvalid={!!errors.jobId}
            whenInvalid={!!errors.scheduledAt}
          />
          <FormField
            id="schedule-duration"
            label={t('fields.duration')}
            error={errors.durationMinutes?.message}
          >
            <NativeSelect id="schedule-duration" {...duration}>
              {SLOT_DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {t('fields.minutesOption', { minutes: d })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="schedule-link"
            label={t('fields.meetingLink')}
            error={errors.meetingLink?.message}
          >
            <Input
              id="schedule-link"
              type="url"
              placeholder={t('fields.meetingLinkPlaceholder')}
              {...meetingLink}
            />
          </FormField>
          <FormField id="schedule-notes" label={t('fields.notes')}>
            <Textarea id="schedule-notes" rows={3} {...notes} />
          </FormField>
          {firstError ? (
            <p role="alert" className="text-sm text-status-closed">
              {firstError}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('actions.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('schedule.scheduling') : t('schedule.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
