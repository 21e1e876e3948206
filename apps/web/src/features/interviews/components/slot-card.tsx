import { CheckCircle2, Clock, Hourglass, Users } from 'lucide-react';
import type { TimeSlot, TimeSlotAcceptance } from '@takeoff/shared/interviews';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';
import { errorMessage } from '@/lib/api-client';
import { useJoinTimeSlot } from '../api/join-time-slot';
import { formatWhen } from '../lib/format-when';
import { MeetingPanel } from './meeting-panel';

/** An open slot on the candidate side: Join, then the request's state (it changes live when the company answers). */
export function SlotCard({ slot }: { slot: TimeSlot }) {
  const { t } = useT();
  const { acceptance } = slot;
  const join = useJoinTimeSlot();
  const closed = slot.status === 'closed';
  const full = slot.status === 'full' || slot.currentCandidates >= slot.maxCandidates;
  const onJoin = () =>
    join.mutate(slot.id, {
      onSuccess: () => showSuccessToast(t('texts.joined')),
      onError: (error) => showDestructiveToast(errorMessage(error, t('texts.joinFailed'))),
    });
  return (
    <Card data-testid="slot-card">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="truncate">{slot.title}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {slot.companyName}
            {slot.position ? ` · ${slot.position}` : ''}
          </p>
        </div>
        <Badge variant={full || closed ? 'closed' : 'live'}>
          {closed ? t('slotCard.closed') : full ? t('slotCard.full') : t('slotCard.available')}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-x-4 gap-y-1 font-mono text-sm text-amber-300">
          <span className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden /> {formatWhen(slot.scheduledAt)}
          </span>
          <span className="flex items-center gap-1.5">
            <Users className="size-4" aria-hidden />{' '}
            {t('slots.seats', { current: slot.currentCandidates, max: slot.maxCandidates })}
          </span>
          <span>{t('slots.minutes', { minutes: slot.duration })}</span>
        </div>
        {slot.description ? (
          <p className="text-sm text-muted-foreground">{slot.description}</p>
        ) : null}
        {acceptance ? (
          <AcceptedPanel acceptance={acceptance} />
        ) : (
          <Button onClick={onJoin} disabled={full || closed || join.isPending}>
            {join.isPending
              ? t('texts.joining')
              : closed
                ? t('texts.slotClosed')
                : full
                  ? t('texts.slotFull')
                  : t('texts.joinSlot')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function AcceptedPanel({ acceptance }: { acceptance: TimeSlotAcceptance }) {
  const { t } = useT();
  if (acceptance.status === 'rejected') {
    return (
      <p className="rounded-lg border border-status-closed/40 bg-status-closed/10 p-3 text-sm text-status-closed">
        {t('slotCard.declined')}
      </p>
    );
  }
  // Joining is a request: the company may still decline, so nothing says "accepted" until it has answered.
  if (acceptance.status === 'pending') {
    return (
      <div
        className="grid gap-1 rounded-lg border border-border bg-surface-raised p-3"
        data-testid="slot-requested"
        role="status"
      >
        <p className="flex items-center gap-2 font-semibold">
          <Hourglass className="size-4 shrink-0" aria-hidden /> {t('slotCard.requested')}
        </p>
        <p className="text-sm text-muted-foreground">{t('slotCard.requestedHint')}</p>
      </div>
    );
  }
  return (
    <div
      className="grid gap-2 rounded-lg border border-status-live/40 bg-status-live/10 p-3"
      data-testid="slot-accepted"
    >
      <p className="flex items-center gap-2 font-semibold text-status-live">
        <CheckCircle2 className="size-4" aria-hidden /> {t('slotCard.accepted')}
      </p>
      {acceptance.meetingLink ? (
        <MeetingPanel link={acceptance.meetingLink} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('texts.linkPending')}</p>
      )}
    </div>
  );
}
