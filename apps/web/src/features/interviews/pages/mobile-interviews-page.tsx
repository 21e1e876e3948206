import { useState } from 'react';
import { CalendarClock, Radio } from 'lucide-react';
import { toast } from 'sonner';
import {
  INTERVIEW_TEXTS,
  MOBILE_ROOM_MINUTES,
  computeInterviewDisplayStatus,
  type Interview,
} from '@takeoff/shared/interviews';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { showDestructiveToast } from '@/components/ui/toaster';
import { useGenerateMeetingLink } from '../api/generate-meeting-link';
import { useMeetingProviders } from '../api/get-meeting-providers';
import { useMyInterviews } from '../api/get-my-interviews';
import { CancellationNote } from '../components/cancellation-note';
import { EmptyState } from '../components/empty-state';
import { InterviewChangeActions } from '../components/interview-change-actions';
import { InterviewStatusBadge } from '../components/interview-status-badge';
import { MeetingPanel } from '../components/meeting-panel';
import { formatWhen } from '../lib/format-when';
import { useNow } from '../lib/use-now';

/** Mobile Interview Rooms: Upcoming and Live tabs with a meeting panel or Generate Link. */
/** `viewerRole`: a company's room card names the candidate, a candidate's names the company. */
export function MobileInterviewsPage({ viewerRole }: { viewerRole: 'company' | 'candidate' | undefined }) {
  const [tab, setTab] = useState('upcoming');
  const now = useNow();
  const interviews = useMyInterviews();
  if (interviews.isPending) return <PageSpinner />;
  const withStatus = (interviews.data ?? []).map((i) => ({
    interview: i,
    status: computeInterviewDisplayStatus(i.scheduledAt, i.status, now),
  }));
  // A cancelled interview whose time has not come stays in Upcoming, marked cancelled, so it does not just vanish.
  const upcoming = withStatus
    .filter((i) => i.status === 'upcoming' || (i.status === 'cancelled' && Date.parse(i.interview.scheduledAt) > now.getTime()))
    .reverse();
  const live = withStatus.filter((i) => i.status === 'live');
  return (
    <>
      <PageHeader
        title="Mobile Interview Rooms"
        description="Join your interviews from your phone."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full">
          <TabsTrigger value="upcoming">Upcoming ({upcoming.length})</TabsTrigger>
          <TabsTrigger value="live">Live ({live.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming" className="grid gap-4">
          {upcoming.length ? (
            upcoming.map(({ interview }) => (
              <RoomCard key={interview.id} interview={interview} now={now} viewerRole={viewerRole} />
            ))
          ) : (
            <EmptyState
              icon={CalendarClock}
              title={INTERVIEW_TEXTS.noUpcoming}
              body="Scheduled interviews appear here."
            />
          )}
        </TabsContent>
        <TabsContent value="live" className="grid gap-4">
          {live.length ? (
            live.map(({ interview }) => (
              <RoomCard key={interview.id} interview={interview} now={now} viewerRole={viewerRole} />
            ))
          ) : (
            <EmptyState
              icon={Radio}
              title={INTERVIEW_TEXTS.noLive}
              body="Interviews show here from an hour before they start."
            />
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}

function RoomCard({ interview, now, viewerRole }: { interview: Interview; now: Date; viewerRole: 'company' | 'candidate' | undefined }) {
  const generate = useGenerateMeetingLink();
  // The server's default room provider (Google Meet only when it is set up there).
  const platform = useMeetingProviders().data?.default ?? 'jitsi';
  const onGenerate = () =>
    generate.mutate(
      { interviewId: interview.id, platform },
      {
        onSuccess: () => toast.success(INTERVIEW_TEXTS.linkGenerated),
        onError: () => showDestructiveToast(INTERVIEW_TEXTS.linkFailed),
      },
    );
  const status = computeInterviewDisplayStatus(interview.scheduledAt, interview.status, now);
  // The server takes changes until the start (the live window opens an hour before it).
  const changeable =
    viewerRole === 'company' && status !== 'cancelled' && status !== 'completed' && Date.parse(interview.scheduledAt) > now.getTime();
  return (
    <Card data-testid="room-card">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="truncate">{viewerRole === 'company' ? interview.candidateLabel : interview.companyName}</CardTitle>
          <p className="text-sm text-muted-foreground">{interview.position ?? 'Interview'}</p>
        </div>
        <InterviewStatusBadge status={status} />
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="font-mono text-sm text-amber-300">
          {formatWhen(interview.scheduledAt)} · {MOBILE_ROOM_MINUTES} minutes
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
            Generate Link
          </Button>
        )}
        {changeable ? <InterviewChangeActions interview={interview} /> : null}
      </CardContent>
    </Card>
  );
}
