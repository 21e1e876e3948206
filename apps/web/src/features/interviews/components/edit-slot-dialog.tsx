import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TimeSlot } from '@takeoff/shared/interviews';
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
import { useUpdateTimeSlot } from '../api/update-time-slot';
import { toLocalInputValue } from '../lib/format-when';
import { EditSlotForm, localToIso } from '../lib/interview-forms';
import { SlotSizeFields } from './slot-size-fields';

type Props = { slot: TimeSlot; open: boolean; onOpenChange: (open: boolean) => void };

/** Edit a slot's time, duration and seats (never fewer seats than candidates already joined). */
export function EditSlotDialog({ slot, open, onOpenChange }: Props) {
  const { t } = useT();
  const update = useUpdateTimeSlot();
  const initial: EditSlotForm = {
    scheduledAt: toLocalInputValue(new Date(slot.scheduledAt)),
    duration: String(slot.duration),
    maxCandidates: String(slot.maxCandidates),
  };
  const form = useForm<EditSlotForm>({
    resolver: zodResolver(EditSlotForm),
    defaultValues: initial,
  });
  useFreshFormOnOpen(form, open, initial);
  const { errors } = form.formState;
  // Registered here, not inside the JSX: the literal-text lint reads a field name there as words to translate.
  const when = form.register('scheduledAt');
  const submit = form.handleSubmit((values) => {
    // An untouched time is not sent: the field holds minutes only, and resending it would shift the seconds.
    const moved = values.scheduledAt !== initial.scheduledAt;
    return update
      .mutateAsync({
        slotId: slot.id,
        ...(moved ? { scheduledAt: localToIso(values.scheduledAt) } : {}),
        duration: Number(values.duration),
        maxCandidates: Number(values.maxCandidates),
      })
      .then(() => {
        showSuccessToast(t('editSlot.updated'), moved ? t('editSlot.updatedMoved') : undefined);
        onOpenChange(false);
      })
      .catch((error: unknown) => showDestructiveToast(errorMessage(error, t('editSlot.failed'))));
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} dirty={form.formState.isDirty}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('editSlot.title')}</DialogTitle>
          <DialogDescription>
            {t('editSlot.description', {
              title: slot.title,
              taken: slot.currentCandidates,
              max: slot.maxCandidates,
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('editSlot.formLabel')}
          className="grid gap-4"
        >
          <FormField
            id="edit-slot-when"
            label={t('fields.dateAndTime')}
            error={errors.scheduledAt?.message}
          >
            <Input
              id="edit-slot-when"
              type="datetime-local"
              min={toLocalInputValue(new Date())}
              aria-invalid={!!errors.scheduledAt}
              {...when}
            />
          </FormField>
          <SlotSizeFields
            idPrefix="edit-slot"
            duration={form.register('duration')}
            maxCandidates={form.register('maxCandidates')}
            seatsTaken={slot.currentCandidates}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('actions.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('actions.saving') : t('editSlot.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
