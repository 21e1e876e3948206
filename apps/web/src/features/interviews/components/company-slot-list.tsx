import { DoorOpen } from 'lucide-react';
import { INTERVIEW_TEXTS, type TimeSlot } from '@takeoff/shared/interviews';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatWhen } from '../lib/format-when';
import { EmptyState } from './empty-state';

export function CompanySlotList({ slots }: { slots: TimeSlot[] }) {
  if (slots.length === 0) {
    return (
      <EmptyState
        icon={DoorOpen}
        title={INTERVIEW_TEXTS.noOpenSlots}
        body="Open a slot and candidates can join it until every seat is taken."
      />
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {slots.map((slot) => (
        <Card key={slot.id} data-testid="company-slot">
          <CardHeader className="flex-row items-start justify-between gap-3">
            <div className="min-w-0">
              <CardTitle className="truncate">{slot.title}</CardTitle>
              <p className="text-sm text-muted-foreground">{slot.position ?? 'No position'}</p>
            </div>
            <Badge variant={slot.status === 'open' ? 'live' : 'closed'}>{slot.status}</Badge>
          </CardHeader>
          <CardContent className="grid gap-2">
            <p className="flex flex-wrap gap-x-4 font-mono text-sm text-amber-300">
              <span>{formatWhen(slot.scheduledAt)}</span>
              <span>
                {slot.currentCandidates}/{slot.maxCandidates} candidates
              </span>
              <span>{slot.duration} minutes</span>
            </p>
            {slot.description ? (
              <p className="text-sm text-muted-foreground">{slot.description}</p>
            ) : null}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
