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
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCreateTimeSlot } from '../api/create-time-slot';
import { useScheduleOptions } from '../api/get-schedule-options';
import { OpenSlotForm, localToIso, openSlotDefaults } from '../lib/interview-forms';
import { FormField } from '@/components/ui/form-field';
import { SlotSizeFields } from './slot-size-fields';
import { PositionAndTimeFields } from './position-and-time-fields';
import { useFreshFormOnOpen } from '@/lib/use-fresh-form';

/** Publish an open slot candidates can join: title, position, time, duration and seats. */
export function OpenSlotDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  const options = useScheduleOptions(undefined, open);
  const create = useCreateTimeSlot();
  const form = useForm<OpenSlotForm>({
    resolver: zodResolver(OpenSlotForm),
    defaultValues: openSlotDefaults,
  });
  useFreshFormOnOpen(form, open, openSlotDefaults);
  const { errors } = form.formState;
  // Registered here, not inside the JSX: the literal-text lint reads a field name there as words to translate.
  const title = form.register('title');
  const description = form.register('description');
  const firstError = errors.title?.message ?? errors.jobId?.message ?? errors.scheduledAt?.message;
  const submit = form.handleSubmit((values) =>
    create
      .mutateAsync({
        title: values.title.trim(),
        jobId: Number(values.jobId),
        scheduledAt: localToIso(values.scheduledAt),
        duration: Number(values.duration),
        maxCandidates: Number(values.maxCandidates),
        ...(values.description.trim() ? { description: values.description.trim() } : {}),
      })
      .then(() => {
        showSuccessToast(t('openSlot.created'));
        form.reset(openSlotDefaults);
        onOpenChange(false);
      })
      .catch((error: unknown) => showDestructiveToast(errorMessage(error, t('openSlot.failed')))),
  );
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} dirty={form.formState.isDirty}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('openSlot.title')}</DialogTitle>
          <DialogDescription>{t('openSlot.description')}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('openSlot.formLabel')}
          className="grid gap-4"
        >
          <FormField id="slot-title" label={t('fields.title')}>
            <Input id="slot-title" aria-invalid={!!errors.title} {...title} />
          </FormField>
          <PositionAndTimeFields
            idPrefix="slot"
            positions={options.data?.positions}
            position={form.register('jobId')}
            when={form.register('scheduledAt')}
            positionInvalid={!!errors.jobId}
            whenInvalid={!!errors.scheduledAt}
          />
          <SlotSizeFields
            idPrefix="slot"
            duration={form.register('duration')}
            maxCandidates={form.register('maxCandidates')}
          />
          <FormField id="slot-description" label={t('fields.description')}>
            <Textarea id="slot-description" rows={3} {...description} />
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
              {create.isPending ? t('openSlot.creating') : t('openSlot.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
