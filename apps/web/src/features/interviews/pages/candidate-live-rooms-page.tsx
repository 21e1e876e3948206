import { useState } from 'react';
import { CalendarX, DoorOpen } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/features/interviews/i18n';
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
  const { t } = useT();
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
      <PageHeader title={t('pages.title')} description={t('pages.candidateDescription')} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="h-auto w-full flex-wrap sm:w-auto">
          <TabsTrigger value="interviews">
            {t('tabs.myInterviews', { n: pageCount(myInterviews.length, interviews.hasNextPage) })}
          </TabsTrigger>
          <TabsTrigger value="slots">
            {t('tabs.openSlotsCount', { n: pageCount(openCount, slots.hasNextPage) })}
          </TabsTrigger>
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
                  title={t('texts.noScheduled')}
                  body={t('empty.candidateInterviews')}
                />
              </div>
            )}
          </div>
          <LoadMore
            hasNextPage={interviews.hasNextPage}
            isFetchingNextPage={interviews.isFetchingNextPage}
            fetchNextPage={interviews.fetchNextPage}
          />
        </TabsContent>
        <TabsContent value="slots">
          <div className="grid gap-4 md:grid-cols-2">
            {slotList.length ? (
              slotList.map((slot) => <SlotCard key={slot.id} slot={slot} />)
            ) : (
              <div className="md:col-span-2">
                <EmptyState
                  icon={DoorOpen}
                  title={t('texts.noOpenSlots')}
                  body={t('empty.candidateSlots')}
                />
              </div>
            )}
          </div>
          <LoadMore
            hasNextPage={slots.hasNextPage}
            isFetchingNextPage={slots.isFetchingNextPage}
            fetchNextPage={slots.fetchNextPage}
          />
        </TabsContent>
      </Tabs>
      <aside className="mt-8 rounded-xl border border-border bg-surface p-5 text-sm text-muted-foreground">
        <h2 className="mb-2 font-semibold text-foreground">{t('tips.title')}</h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('tips.camera')}</li>
          <li>{t('tips.quiet')}</li>
          <li>{t('tips.calendar')}</li>
        </ul>
      </aside>
    </>
  );
}
