import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { DoorClosed, DoorOpen, Pencil } from 'lucide-react';
import type { TimeSlot } from '@takeoff/shared/interviews';
import { ConfirmButton } from '@/components/confirm-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';
import { errorMessage } from '@/lib/api-client';
import { useCloseTimeSlot } from '../api/close-time-slot';
import { formatWhen } from '../lib/format-when';
import { EmptyState } from './empty-state';
import { useOpenedOnce } from '@/lib/use-opened-once';

// Its form loads when first opened, not with the page.
const EditSlotDialog = lazyWithRetry(async () => ({
  default: (await import('./edit-slot-dialog')).EditSlotDialog,
}));

export function CompanySlotList({ slots, now }: { slots: TimeSlot[]; now: Date }) {
  const { t } = useT();
  if (slots.length === 0) {
    return <EmptyState icon={DoorOpen} title={t('texts.noOpenSlots')} body={t('slots.empty')} />;
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {slots.map((slot) => (
        <CompanySlotCard key={slot.id} slot={slot} now={now} />
      ))}
    </div>
  );
}

function CompanySlotCard({ slot, now }: { slot: TimeSlot; now: Date }) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const editSlotDialogLoaded = useOpenedOnce(editing);
  const close = useCloseTimeSlot();
  const closed = slot.status === 'closed';
  const started = new Date(slot.scheduledAt).getTime() <= now.getTime();
  const onClose = () =>
    close.mutate(slot.id, {
      onSuccess: () => showSuccessToast(t('slots.closedToast')),
      onError: (error) => showDestructiveToast(errorMessage(error, t('slots.closeFailed'))),
    });
  return (
    <Card data-testid="company-slot" className="min-w-0">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="truncate">{slot.title}</CardTitle>
          <p className="text-sm text-muted-foreground">{slot.position ?? t('slots.noPosition')}</p>
        </div>
        <Badge variant={slot.status === 'open' ? 'live' : 'closed'}>
          {t(`slotStatus.${slot.status}`)}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex flex-wrap gap-x-4 font-mono text-sm text-amber-300">
          <span>{formatWhen(slot.scheduledAt)}</span>
          <span>
            {t('slots.seats', { current: slot.currentCandidates, max: slot.maxCandidates })}
          </span>
          <span>{t('slots.minutes', { minutes: slot.duration })}</span>
        </p>
        {slot.description ? (
          <p className="text-sm text-muted-foreground">{slot.description}</p>
        ) : null}
        {closed ? null : (
          <div className="flex flex-wrap gap-2">
            {started ? null : (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil aria-hidden /> {t('actions.edit')}
              </Button>
            )}
            <ConfirmButton
              title={t('slots.closeTitle')}
              description={t('slots.closeDescription')}
              confirmLabel={t('slots.close')}
              disabled={close.isPending}
              onConfirm={onClose}
            >
              <DoorClosed aria-hidden /> {t('slots.close')}
            </ConfirmButton>
          </div>
        )}
        {started || closed || !editSlotDialogLoaded ? null : (
          <Suspense fallback={null}>
            <EditSlotDialog slot={slot} open={editing} onOpenChange={setEditing} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
