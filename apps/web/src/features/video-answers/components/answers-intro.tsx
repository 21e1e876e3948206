import { CalendarClock, Clock, ListOrdered, RotateCcw, Timer, Upload } from 'lucide-react';
import type { CandidateAnswerRequest } from '@takeoff/shared/video-answers';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '../i18n';
import { formatSeconds } from '@/lib/use-camera-recorder';

/** What the candidate learns before starting: how many questions, the time limits, retakes and the deadline. */
export function AnswersIntro({ request }: { request: CandidateAnswerRequest }) {
  const { t } = useT();
  const retakes =
    request.retakes === 'unlimited'
      ? t('candidate.retakesUnlimited')
      : request.retakes === 0
        ? t('candidate.retakesNone')
        : t('candidate.retakes', { count: request.retakes });
  const items = [
    { icon: ListOrdered, text: t('candidate.count', { count: request.questionCount }) },
    {
      icon: Clock,
      text:
        request.thinkingSeconds > 0
          ? t('candidate.thinking', { seconds: request.thinkingSeconds })
          : t('candidate.thinkingNone'),
    },
    { icon: Timer, text: t('candidate.length', { length: formatSeconds(request.answerSeconds) }) },
    { icon: RotateCcw, text: retakes },
    {
      icon: CalendarClock,
      text: t('candidate.deadline', { date: formatDateTime(request.deadlineAt) }),
    },
    ...(request.allowUpload ? [{ icon: Upload, text: t('candidate.uploadAllowed') }] : []),
  ];
  return (
    <section className="grid gap-2 rounded-lg border border-border bg-surface p-3 sm:p-4">
      <h2 className="text-lg font-semibold">
        {t('candidate.introTitle', { company: request.companyName })}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('candidate.introFlight', { title: request.jobTitle })}
      </p>
      <ul className="grid gap-1 text-sm" data-testid="answers-intro">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon aria-hidden className="size-4 shrink-0 text-board" /> {text}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t('candidate.comeBack')}</p>
    </section>
  );
}
