import { CalendarX } from 'lucide-react';
import { computeInterviewDisplayStatus, type Interview } from '@takeoff/shared/interviews';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';
import { useGenerateMeetingLink } from '../api/generate-meeting-link';
import { useMeetingProviders } from '../api/get-meeting-providers';
import { formatWhen } from '../lib/format-when';
import { sortForDisplay } from '../lib/sort-interviews';
import { CalendarLink } from './calendar-link';
import { CancellationNote } from './cancellation-note';
import { EmptyState } from './empty-state';
import { InterviewChangeActions } from './interview-change-actions';
import { InterviewStatusBadge } from './interview-status-badge';
import { MeetingPanel } from './meeting-panel';
import { candidateLabelText } from '../lib/candidate-label';
import { interviewHeading } from '../lib/interview-heading';

/**
 * The company's interviews. `readOnly` for a member who only sits in on them (an interviewer): the link to join,
 * no changes, no new link, and no request their role cannot make.
 */
export function CompanyInterviewList({
  interviews,
  now,
  readOnly = false,
}: {
  interviews: Interview[];
  now: Date;
  readOnly?: boolean;
}) {
  const { t } = useT();
  const generate = useGenerateMeetingLink();
  // The server's default room provider (Google Meet only when it is set up there).
  const platform = useMeetingProviders(!readOnly).data?.default ?? 'jitsi';
  if (interviews.length === 0) {
    return (
      <EmptyState
        icon={CalendarX}
        title={t('texts.noScheduled')}
        body={readOnly ? t('list.emptyAssigned') : t('list.emptyManaged')}
      />
    );
  }
  const regenerate = (interviewId: number) =>
    generate.mutate(
      { interviewId, platform },
      {
        onSuccess: () => showSuccessToast(t('texts.linkGenerated')),
        onError: () => showDestructiveToast(t('list.generateFailed')),
      },
    );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {sortForDisplay(interviews, now).map((interview) => {
        const status = computeInterviewDisplayStatus(interview.scheduledAt, interview.status, now);
        const over = status === 'ended' || status === 'completed' || status === 'cancelled';
        // The server takes changes until the start (the live window opens an hour before it).
        const changeable = !over && new Date(interview.scheduledAt).getTime() > now.getTime();
        return (
          <Card key={interview.id} data-testid="company-interview" className="min-w-0">
            <CardHeader className="flex-row items-start justify-between gap-3">
              <div className="min-w-0">
                <CardTitle className="truncate">
                  {candidateLabelText(interview.candidateLabel)}
                </CardTitle>
                <p className="text-sm text-muted-foreground">
                  {interviewHeading(interview, t('card.interview'))}
                </p>
                {interview.scheduledBy ? (
                  <p className="text-xs text-muted-foreground">
                    {t('card.scheduledBy', { name: interview.scheduledBy.name })}
                  </p>
                ) : null}
              </div>
              <InterviewStatusBadge status={status} />
            </CardHeader>
            <CardContent className="grid gap-3">
              <p className="font-mono text-sm text-amber-300">
                {t('card.whenAndLength', {
                  when: formatWhen(interview.scheduledAt),
                  minutes: interview.durationMinutes,
                })}
              </p>
              {interview.notes ? (
                <p className="text-sm text-muted-foreground">{interview.notes}</p>
              ) : null}
              {status === 'cancelled' ? (
                <CancellationNote reason={interview.cancellationReason} />
              ) : over ? (
                <p className="text-sm text-muted-foreground">{t('texts.ended')}</p>
              ) : interview.meetingLink ? (
                <MeetingPanel
                  link={interview.meetingLink}
                  onGenerate={readOnly ? undefined : () => regenerate(interview.id)}
                  generating={generate.isPending}
                />
              ) : null}
              {over || readOnly ? null : <CalendarLink interviewId={interview.id} />}
              {changeable && !readOnly ? <InterviewChangeActions interview={interview} /> : null}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
