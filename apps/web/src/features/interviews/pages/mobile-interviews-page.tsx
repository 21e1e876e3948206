import { useState } from 'react';
import { CalendarClock, Radio } from 'lucide-react';
import {
  LIVE_WINDOW_MINUTES,
  MOBILE_ROOM_MINUTES,
  computeInterviewDisplayStatus,
  type Interview,
} from '@takeoff/shared/interviews';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';
import { useGenerateMeetingLink } from '../api/generate-meeting-link';
import { useMeetingProviders } from '../api/get-meeting-providers';
import { useMyInterviews } from '../api/get-my-interviews';
import { CancellationNote } from '../components/cancellation-note';
import { EmptyState } from '../components/empty-state';
import { InterviewChangeActions } from '../components/interview-change-actions';
import { InterviewStatusBadge } from '../components/interview-status-badge';
import { MeetingPanel } from '../components/meeting-panel';
import { formatWhen } from '../lib/format-when';
import { pageCount } from '../lib/page-count';
import { useNow } from '../lib/use-now';
import { candidateLabelText } from '../lib/candidate-label';
import { interviewHeading } from '../lib/interview-heading';

/** Mobile Interview Rooms: Upcoming and Live tabs with a meeting panel or Generate Link. */
/** `viewerRole`: a company's room card names the candidate, a candidate's names the company. */
export function MobileInterviewsPage({
  viewerRole,
}: {
  viewerRole: 'company' | 'candidate' | undefined;
}) {
  const { t } = useT();
  const [tab, setTab] = useState('upcoming');
  const now = useNow();
  const interviews = useMyInterviews();
  if (interviews.isPending) return <PageSpinner />;
  // The server pages live and upcoming interviews first, soonest first, then past ones (not shown here).
  const loaded = interviews.data?.pages.flatMap((p) => p.items) ?? [];
  const withStatus = loaded.map((i) => ({
    interview: i,
    status: computeInterviewDisplayStatus(i.scheduledAt, i.status, now),
  }));
  // A cancelled interview whose time has not come stays in Upcoming, marked cancelled, so it does not just vanish.
  const upcoming = withStatus.filter(
    (i) =>
      i.status === 'upcoming' ||
      (i.status === 'cancelled' && Date.parse(i.interview.scheduledAt) > now.getTime()),
  );
  const live = withStatus.filter((i) => i.status === 'live');
  // Once a page reaches past interviews, the later pages hold only past ones: nothing more for these tabs;
  // once it reaches beyond the live window, nothing more for Live.
  const lastAt = Date.parse(loaded.at(-1)?.scheduledAt ?? '');
  const liveWindow = LIVE_WINDOW_MINUTES * 60_000;
  const more = interviews.hasNextPage && lastAt >= now.getTime() - liveWindow;
  const moreLive = more && lastAt <= now.getTime() + liveWindow;
  const loadMore = (shown: boolean) => (
    <LoadMore
      hasNextPage={shown}
      isFetchingNextPage={interviews.isFetchingNextPage}
      fetchNextPage={interviews.fetchNextPage}
    />
  );
  return (
    <>
      <PageHeader title={t('pages.mobileTitle')} description={t('pages.mobileDescription')} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="h-auto w-full flex-wrap">
          <TabsTrigger value="upcoming">
            {t('tabs.upcoming', { n: pageCount(upcoming.length, more) })}
          </TabsTrigger>
          <TabsTrigger value="live">
            {t('tabs.live', { n: pageCount(live.length, moreLive) })}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming" className="grid gap-4">
          {upcoming.length ? (
            upcoming.map(({ interview }) => (
              <RoomCard
                key={interview.id}
                interview={interview}
                now={now}
                viewerRole={viewerRole}
              />
            ))
          ) : (
            <EmptyState
              icon={CalendarClock}
              title={t('texts.noUpcoming')}
              body={t('empty.mobileUpcoming')}
            />
          )}
          {loadMore(more)}
        </TabsContent>
        <TabsContent value="live" className="grid gap-4">
          {live.length ? (
            live.map(({ interview }) => (
              <RoomCard
                key={interview.id}
                interview={interview}
                now={now}
                viewerRole={viewerRole}
              />
            ))
          ) : (
            <EmptyState icon={Radio} title={t('texts.noLive')} body={t('empty.mobileLive')} />
          )}
          {loadMore(moreLive)}
        </TabsContent>
      </Tabs>
    </>
  );
}

function RoomCard({
  interview,
  now,
  viewerRole,
}: {
  interview: Interview;
  now: Date;
  viewerRole: 'company' | 'candidate' | undefined;
}) {
  const { t } = useT();
  const generate = useGenerateMeetingLink();
  // The server's default room provider (Google Meet only when it is set up there).
  const platform = useMeetingProviders().data?.default ?? 'jitsi';
  const onGenerate = () =>
    generate.mutate(
      { interviewId: interview.id, platform },
      {
        onSuccess: () => showSuccessToast(t('texts.linkGenerated')),
        onError: () => showDestructiveToast(t('texts.linkFailed')),
      },
    );
  const status = computeInterviewDisplayStatus(interview.scheduledAt, interview.status, now);
  // The server takes changes until the start (the live window opens an hour before it).
  const changeable =
    viewerRole === 'company' &&
    status !== 'cancelled' &&
    status !== 'completed' &&
    Date.parse(interview.scheduledAt) > now.getTime();
  return (
    <Card data-testid="room-card">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="truncate">
            {viewerRole === 'company'
              ? candidateLabelText(interview.candidateLabel)
              : interview.companyName}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {interviewHeading(interview, t('card.interview'))}
          </p>
        </div>
        <InterviewStatusBadge status={status} />
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="font-mono text-sm text-amber-300">
          {t('card.whenAndMinutes', {
            when: formatWhen(interview.scheduledAt),
            minutes: MOBILE_ROOM_MINUTES,
          })}
        </p>
        {status === 'cancelled' ? (
          <CancellationNote reason={interview.cancellationReason} />
        ) : interview.meetingLink ? (
          <MeetingPanel
            link={interview.meetingLink}
            onGenerate={onGenerate}
            generating={generate.isPending}
          />
        ) : (
          <Button onClick={onGenerate} disabled={generate.isPending}>
            {t('meeting.generate')}
          </Button>
        )}
        {changeable ? <InterviewChangeActions interview={interview} /> : null}
      </CardContent>
    </Card>
  );
}
