import { useState } from 'react';
import { CalendarX, DoorOpen } from 'lucide-react';
import { INTERVIEW_TEXTS } from '@takeoff/shared/interviews';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMyInterviews } from '../api/get-my-interviews';
import { useTimeSlots } from '../api/get-time-slots';
import { EmptyState } from '../components/empty-state';
import { InterviewCard } from '../components/interview-card';
import { SlotCard } from '../components/slot-card';
import { pageCount } from '../lib/page-count';
import { sortForDisplay } from '../lib/sort-interviews';
import { useNow } from '../lib/use-now';

/** Candidate Live Interviews: My Interviews and Open Slots, each with its count (of the pages loaded so far). */
export function CandidateLiveRoomsPage() {
  const [tab, setTab] = useState('interviews');
  const now = useNow();
  const interviews = useMyInterviews();
  const slots = useTimeSlots();
  if (interviews.isPending || slots.isPending) return <PageSpinner />;
  const myInterviews = interviews.data?.pages.flatMap((p) => p.items) ?? [];
  const slotList = slots.data?.pages.flatMap((p) => p.items) ?? [];
  const openCount = slotList.filter((s) => s.status === 'open').length;
  return (
    <>
      <PageHeader
        title="Live Interviews"
        description="Join your scheduled interviews and open interview slots."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="interviews">
            My Interviews ({pageCount(myInterviews.length, interviews.hasNextPage)})
          </TabsTrigger>
          <TabsTrigger value="slots">Open Slots ({pageCount(openCount, slots.hasNextPage)})</TabsTrigger>
        </TabsList>
        <TabsContent value="interviews">
          <div className="grid gap-4 md:grid-cols-2">
            {myInterviews.length ? (
              sortForDisplay(myInterviews, now).map((interview) => (
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
          </div>
          <LoadMore hasNextPage={interviews.hasNextPage} isFetchingNextPage={interviews.isFetchingNextPage} fetchNextPage={interviews.fetchNextPage} />
        </TabsContent>
        <TabsContent value="slots">
          <div className="grid gap-4 md:grid-cols-2">
            {slotList.length ? (
              slotList.map((slot) => <SlotCard key={slot.id} slot={slot} />)
            ) : (
              <div className="md:col-span-2">
                <EmptyState
                  icon={DoorOpen}
                  title={INTERVIEW_TEXTS.noOpenSlots}
                  body="Companies publish open interview slots here. Check back soon."
                />
              </div>
            )}
          </div>
          <LoadMore hasNextPage={slots.hasNextPage} isFetchingNextPage={slots.isFetchingNextPage} fetchNextPage={slots.fetchNextPage} />
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
