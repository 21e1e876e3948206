import { useState } from 'react';
import { CalendarX, DoorOpen } from 'lucide-react';
import { INTERVIEW_TEXTS } from '@takeoff/shared/interviews';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMyInterviews } from '../api/get-my-interviews';
import { useTimeSlotAcceptances } from '../api/get-time-slot-acceptances';
import { useTimeSlots } from '../api/get-time-slots';
import { EmptyState } from '../components/empty-state';
import { InterviewCard } from '../components/interview-card';
import { SlotCard } from '../components/slot-card';
import { sortForDisplay } from '../lib/sort-interviews';
import { useNow } from '../lib/use-now';

/** Candidate Live Interviews: My Interviews and Open Slots, each with its count. */
export function CandidateLiveRoomsPage({ candidateId }: { candidateId: number }) {
  const [tab, setTab] = useState('interviews');
  const now = useNow();
  const interviews = useMyInterviews();
  const slots = useTimeSlots();
  const acceptances = useTimeSlotAcceptances(candidateId);
  if (interviews.isPending || slots.isPending) return <PageSpinner />;
  const openCount = (slots.data ?? []).filter((s) => s.status === 'open').length;
  const byslot = new Map((acceptances.data ?? []).map((a) => [a.timeSlotId, a]));
  return (
    <>
      <PageHeader
        title="Live Interviews"
        description="Join your scheduled interviews and open interview slots."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="interviews">
            My Interviews ({interviews.data?.length ?? 0})
          </TabsTrigger>
          <TabsTrigger value="slots">Open Slots ({openCount})</TabsTrigger>
        </TabsList>
        <TabsContent value="interviews" className="grid gap-4 md:grid-cols-2">
          {interviews.data?.length ? (
            sortForDisplay(interviews.data, now).map((interview) => (
              <InterviewCard key={interview.id} interview={interview} now={now} />
            ))
          ) : (
            <div className="md:col-span-2">
              <EmptyState
                icon={CalendarX}
                title={INTERVIEW_TEXTS.noScheduled}
                body="When a company schedules an interview with you, it appears here."
              />
            </div>
          )}
        </TabsContent>
        <TabsContent value="slots" className="grid gap-4 md:grid-cols-2">
          {slots.data?.length ? (
            slots.data.map((slot) => (
              <SlotCard key={slot.id} slot={slot} acceptance={byslot.get(slot.id)} />
            ))
          ) : (
            <div className="md:col-span-2">
              <EmptyState
                icon={DoorOpen}
                title={INTERVIEW_TEXTS.noOpenSlots}
                body="Companies publish open interview slots here. Check back soon."
              />
            </div>
          )}
        </TabsContent>
      </Tabs>
      <aside className="mt-8 rounded-xl border border-border bg-surface p-5 text-sm text-muted-foreground">
        <h2 className="mb-2 font-semibold text-foreground">Interview tips</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>Test your camera and microphone a few minutes before the start.</li>
          <li>Join from a quiet place with a stable connection.</li>
          <li>Add the interview to your calendar so you get a reminder.</li>
        </ul>
      </aside>
    </>
  );
}
