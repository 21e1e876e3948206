import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useSearchParams } from 'react-router';
import { CalendarPlus, DoorOpen } from 'lucide-react';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/features/interviews/i18n';
import { useCompanyInterviews } from '../api/get-company-interviews';
import { useJoinRequests } from '../api/get-join-requests';
import { useTimeSlots } from '../api/get-time-slots';
import { CompanyInterviewList } from '../components/company-interview-list';
import { CompanySlotList } from '../components/company-slot-list';
import { JoinRequestList } from '../components/join-request-list';
import { useNow } from '../lib/use-now';
import { useOpenedOnce } from '@/lib/use-opened-once';

// The forms load when first opened, not with the page.
const OpenSlotDialog = lazyWithRetry(async () => ({
  default: (await import('../components/open-slot-dialog')).OpenSlotDialog,
}));
const ScheduleInterviewDialog = lazyWithRetry(async () => ({
  default: (await import('../components/schedule-interview-dialog')).ScheduleInterviewDialog,
}));

type Tab = 'scheduled' | 'open-slots' | 'join-requests';

/**
 * Company Live Interviews: scheduled, open-slots and join-requests (loaded only on its tab). A member who may not
 * manage interviews (an interviewer) sees only the interviews of the jobs assigned to them, read-only.
 */
export function CompanyInterviewsPage({
  companyId,
  manage = true,
}: {
  companyId: number;
  manage?: boolean;
}) {
  return manage ? (
    <ManagedInterviews companyId={companyId} />
  ) : (
    <AssignedInterviews companyId={companyId} />
  );
}

function AssignedInterviews({ companyId }: { companyId: number }) {
  const { t } = useT();
  const now = useNow();
  const interviews = useCompanyInterviews(companyId);
  return (
    <>
      <PageHeader title={t('pages.title')} description={t('pages.assignedDescription')} />
      {interviews.data ? (
        <CompanyInterviewList
          interviews={interviews.data.pages.flatMap((p) => p.items)}
          now={now}
          readOnly
        />
      ) : (
        <PageSpinner />
      )}
      <LoadMore
        hasNextPage={interviews.hasNextPage}
        isFetchingNextPage={interviews.isFetchingNextPage}
        fetchNextPage={interviews.fetchNextPage}
      />
    </>
  );
}

function ManagedInterviews({ companyId }: { companyId: number }) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  // The pitches page sends ?candidate=<id> to preselect the candidate.
  const preselected = Number(params.get('candidate')) || undefined;
  const [tab, setTab] = useState<Tab>('scheduled');
  const [scheduling, setScheduling] = useState(preselected !== undefined);
  const [opening, setOpening] = useState(false);
  const scheduleInterviewDialogLoaded = useOpenedOnce(scheduling);
  const openSlotDialogLoaded = useOpenedOnce(opening);
  const now = useNow();
  const interviews = useCompanyInterviews(companyId);
  const slots = useTimeSlots(companyId);
  const requests = useJoinRequests(companyId, tab === 'join-requests');
  const closeSchedule = (open: boolean) => {
    setScheduling(open);
    if (!open && params.has('candidate')) setParams({}, { replace: true });
  };
  return (
    <>
      <PageHeader
        title={t('pages.title')}
        description={t('pages.companyDescription')}
        actions={
          <>
            <Button data-tour="schedule" onClick={() => setScheduling(true)}>
              <CalendarPlus aria-hidden /> {t('schedule.submit')}
            </Button>
            <Button variant="outline" onClick={() => setOpening(true)}>
              <DoorOpen aria-hidden /> {t('openSlot.title')}
            </Button>
          </>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="h-auto w-full flex-wrap sm:w-auto">
          <TabsTrigger value="scheduled">{t('tabs.scheduled')}</TabsTrigger>
          <TabsTrigger value="open-slots">{t('tabs.openSlots')}</TabsTrigger>
          <TabsTrigger value="join-requests">{t('tabs.joinRequests')}</TabsTrigger>
        </TabsList>
        <TabsContent value="scheduled">
          {interviews.data ? (
            <CompanyInterviewList
              interviews={interviews.data.pages.flatMap((p) => p.items)}
              now={now}
            />
          ) : (
            <PageSpinner />
          )}
          <LoadMore
            hasNextPage={interviews.hasNextPage}
            isFetchingNextPage={interviews.isFetchingNextPage}
            fetchNextPage={interviews.fetchNextPage}
          />
        </TabsContent>
        <TabsContent value="open-slots">
          {slots.data ? (
            <CompanySlotList slots={slots.data.pages.flatMap((p) => p.items)} now={now} />
          ) : (
            <PageSpinner />
          )}
          <LoadMore
            hasNextPage={slots.hasNextPage}
            isFetchingNextPage={slots.isFetchingNextPage}
            fetchNextPage={slots.fetchNextPage}
          />
        </TabsContent>
        <TabsContent value="join-requests">
          {requests.data ? (
            <JoinRequestList requests={requests.data.pages.flatMap((p) => p.items)} />
          ) : (
            <PageSpinner />
          )}
          <LoadMore
            hasNextPage={requests.hasNextPage}
            isFetchingNextPage={requests.isFetchingNextPage}
            fetchNextPage={requests.fetchNextPage}
          />
        </TabsContent>
      </Tabs>
      {scheduleInterviewDialogLoaded ? (
        <Suspense fallback={null}>
          <ScheduleInterviewDialog
            open={scheduling}
            onOpenChange={closeSchedule}
            preselectedCandidateId={preselected}
          />
        </Suspense>
      ) : null}
      {openSlotDialogLoaded ? (
        <Suspense fallback={null}>
          <OpenSlotDialog open={opening} onOpenChange={setOpening} />
        </Suspense>
      ) : null}
    </>
  );
}
