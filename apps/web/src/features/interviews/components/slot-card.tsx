import { CheckCircle2, Clock, Users } from 'lucide-react';
import { toast } from 'sonner';
import { INTERVIEW_TEXTS, type TimeSlot, type TimeSlotAcceptance } from '@takeoff/shared/interviews';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { showDestructiveToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useJoinTimeSlot } from '../api/join-time-slot';
import { formatWhen } from '../lib/format-when';
import { MeetingPanel } from './meeting-panel';

/** An open slot on the candidate side: Join, or the accepted panel once joined. */
export function SlotCard({ slot }: { slot: TimeSlot }) {
  const { acceptance } = slot;
  const join = useJoinTimeSlot();
  const closed = slot.status === 'closed';
  const full = slot.status === 'full' || slot.currentCandidates >= slot.maxCandidates;
  const onJoin = () =>
    join.mutate(slot.id, {
      onSuccess: () => toast.success(INTERVIEW_TEXTS.joined),
      onError: (error) => showDestructiveToast(errorMessage(error, INTERVIEW_TEXTS.joinFailed)),
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
        <Badge variant={full || closed ? 'closed' : 'live'}>{closed ? 'Closed' : full ? 'Full' : 'Available'}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-x-4 gap-y-1 font-mono text-sm text-amber-300">
          <span className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden /> {formatWhen(slot.scheduledAt)}
          </span>
          <span className="flex items-center gap-1.5">
            <Users className="size-4" aria-hidden /> {slot.currentCandidates}/{slot.maxCandidates}{' '}
            candidates
          </span>
          <span>{slot.duration} minutes</span>
        </div>
        {slot.description ? (
          <p className="text-sm text-muted-foreground">{slot.description}</p>
        ) : null}
        {acceptance ? (
          <AcceptedPanel acceptance={acceptance} />
        ) : (
          <Button onClick={onJoin} disabled={full || closed || join.isPending}>
            {join.isPending
              ? INTERVIEW_TEXTS.joining
              : closed
                ? INTERVIEW_TEXTS.slotClosed
                : full
                  ? INTERVIEW_TEXTS.slotFull
                  : INTERVIEW_TEXTS.joinSlot}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function AcceptedPanel({ acceptance }: { acceptance: TimeSlotAcceptance }) {
  if (acceptance.status === 'rejected') {
    return (
      <p className="rounded-lg border border-status-closed/40 bg-status-closed/10 p-3 text-sm text-status-closed">
        Declined
      </p>
    );
  }
  return (
    <div
      className="grid gap-2 rounded-lg border border-status-live/40 bg-status-live/10 p-3"
      data-testid="slot-accepted"
    >
      <p className="flex items-center gap-2 font-semibold text-status-live">
        <CheckCircle2 className="size-4" aria-hidden /> Slot Accepted
      </p>
      {acceptance.meetingLink ? (
        <MeetingPanel link={acceptance.meetingLink} />
      ) : (
        <p className="text-sm text-muted-foreground">{INTERVIEW_TEXTS.linkPending}</p>
      )}
    </div>
  );
}
