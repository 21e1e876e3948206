import { Clock } from 'lucide-react';
import { computeInterviewDisplayStatus, type Interview } from '@takeoff/shared/interviews';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/features/interviews/i18n';
import { formatWhen } from '../lib/format-when';
import { CalendarLink } from './calendar-link';
import { CancellationNote } from './cancellation-note';
import { InterviewStatusBadge } from './interview-status-badge';
import { MeetingPanel } from './meeting-panel';
import { interviewHeading } from '../lib/interview-heading';

/** A candidate's interview: the join panel while it has not ended. */
export function InterviewCard({ interview, now }: { interview: Interview; now: Date }) {
  const { t } = useT();
  const status = computeInterviewDisplayStatus(interview.scheduledAt, interview.status, now);
  const over = status === 'ended' || status === 'completed' || status === 'cancelled';
  return (
    <Card data-testid="interview-card">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="truncate">
            {interviewHeading(interview, t('card.interview'))}
          </CardTitle>
          <p className="text-sm text-muted-foreground">{interview.companyName}</p>
        </div>
        <InterviewStatusBadge status={status} />
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex items-center gap-2 font-mono text-sm text-amber-300">
          <Clock className="size-4" aria-hidden />{' '}
          {t('card.whenAndLength', {
            when: formatWhen(interview.scheduledAt),
            minutes: interview.durationMinutes,
          })}
        </p>
        {status === 'cancelled' ? (
          <CancellationNote reason={interview.cancellationReason} />
        ) : over ? (
          <p className="text-sm text-muted-foreground">{t('texts.ended')}</p>
        ) : interview.meetingLink ? (
          <MeetingPanel link={interview.meetingLink} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('texts.linkMissing')}</p>
        )}
        {over ? null : <CalendarLink interviewId={interview.id} />}
      </CardContent>
    </Card>
  );
}
