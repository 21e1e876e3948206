import { useState, type ReactNode } from 'react';
import { BellRing, ChevronLeft, ChevronRight, Send } from 'lucide-react';
import type { PitchVideoView } from '@takeoff/shared/pitch-videos';
import type { AnswerVideo, CompanyAnswerQuestion } from '@takeoff/shared/video-answers';
import { PitchVideoPlayer } from '@/components/pitch-video/pitch-video-player';
import { PageSpinner } from '@/components/page-spinner';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { answerErrorMessage } from '../lib/answer-error';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useAskForAnswers } from '../api/ask-for-answers';
import { useApplicationAnswers } from '../api/get-application-answers';
import { useRemindAnswers } from '../api/remind-answers';
import { useT } from '../i18n';
import { AccommodationDecisionForm } from './accommodation-decision-form';
import { AnswersBadge } from './answers-badge';

/** The shared player takes a pitch video's view; an answer carries the same media fields. */
const playerView = (answer: AnswerVideo): PitchVideoView => ({
  ...answer,
  failure: null,
  processed: true,
  createdAt: '',
});

type AnswersReviewProps = {
  applicationId: number;
  candidateName: string;
  /** May this member ask, remind and decide accommodations (`pipeline.move`)? The server checks again. */
  canManage: boolean;
  /** The scorecard form, composed in by the page (scorecards stay their own feature). */
  scorecard?: ReactNode;
};

/** The application view's answers: each with its question, poster, captions, transcript, speed; the scorecard beside. */
export function AnswersReview({
  applicationId,
  candidateName,
  canManage,
  scorecard,
}: AnswersReviewProps) {
  const { t } = useT();
  const query = useApplicationAnswers(applicationId);
  const ask = useAskForAnswers();
  const remind = useRemindAnswers();
  const [current, setCurrent] = useState(0);
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-status-closed">
        {t('review.loadFailed')}
      </p>
    );
  const { request, canAsk } = query.data;
  const answers = request ? (
    <AnswersPlayer
      questions={request.questions}
      current={Math.min(current, request.questions.length - 1)}
      onChange={setCurrent}
      candidateName={candidateName}
    />
  ) : (
    <div className="grid gap-2">
      <p className="text-muted-foreground">{t('review.notAsked')}</p>
      {canAsk && canManage ? (
        <Button
          type="button"
          className="justify-self-start"
          disabled={ask.isPending}
          onClick={() =>
            ask.mutate(applicationId, {
              onSuccess: () => showSuccessToast(t('review.asked')),
              onError: (error) =>
                showDestructiveToast(t('error'), answerErrorMessage(error, t('review.askFailed'))),
            })
          }
        >
          <Send aria-hidden /> {t('review.ask')}
        </Button>
      ) : null}
    </div>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 content-start gap-3">
        {request ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <AnswersBadge summary={request.summary} />
            <span className="text-muted-foreground">
              {t('review.deadline', { date: formatDateTime(request.deadlineAt) })}
            </span>
            {request.remindedAt ? (
              <span className="text-muted-foreground">
                {t('review.remindedOn', { date: formatDate(request.remindedAt) })}
              </span>
            ) : null}
            {request.canRemind && canManage ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={remind.isPending}
                onClick={() =>
                  remind.mutate(applicationId, {
                    onSuccess: () => showSuccessToast(t('review.reminded')),
                    onError: (error) =>
                      showDestructiveToast(
                        t('error'),
                        answerErrorMessage(error, t('review.remindFailed')),
                      ),
                  })
                }
              >
                <BellRing aria-hidden /> {t('review.remind')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {request?.accommodation ? (
          <AccommodationDecisionForm
            applicationId={applicationId}
            accommodation={request.accommodation}
            canDecide={canManage}
          />
        ) : null}
        {answers}
      </div>
      {scorecard ? (
        <aside aria-label={t('review.scorecard')} className="min-w-0">
          {scorecard}
        </aside>
      ) : null}
    </div>
  );
}

function AnswersPlayer({
  questions,
  current,
  onChange,
  candidateName,
}: {
  questions: CompanyAnswerQuestion[];
  current: number;
  onChange: (index: number) => void;
  candidateName: string;
}) {
  const { t } = useT();
  const question = questions[current];
  if (!question) return null;
  const total = questions.length;
  return (
    <section className="grid gap-3" aria-labelledby="answer-question-heading">
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={current === 0}
          onClick={() => onChange(current - 1)}
        >
          <ChevronLeft aria-hidden /> <span className="max-sm:sr-only">{t('review.previous')}</span>
        </Button>
        <span className="font-mono text-sm text-board" aria-live="polite">
          {t('review.questionOf', { number: current + 1, total })}
        </span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={current === total - 1}
          onClick={() => onChange(current + 1)}
        >
          <span className="max-sm:sr-only">{t('review.next')}</span> <ChevronRight aria-hidden />
        </Button>
      </div>
      <h3
        id="answer-question-heading"
        className="text-lg font-semibold"
        data-testid="review-question"
      >
        {question.text}
      </h3>
      <AnswerBody question={question} candidateName={candidateName} />
    </section>
  );
}

function AnswerBody({
  question,
  candidateName,
}: {
  question: CompanyAnswerQuestion;
  candidateName: string;
}) {
  const { t } = useT();
  const { answer } = question;
  const meta = (
    <p className="text-xs text-muted-foreground">
      {t('review.takes', { count: question.takes })}
      {question.submittedAt
        ? ` · ${t('review.answeredOn', { date: formatDateTime(question.submittedAt) })}`
        : ''}
    </p>
  );
  if (question.writtenAnswer)
    return (
      <div className="grid gap-1">
        <p className="text-sm font-medium">{t('review.written')}</p>
        <p className="whitespace-pre-wrap rounded-lg border border-border p-3 text-sm">
          {question.writtenAnswer}
        </p>
        {meta}
      </div>
    );
  if (answer?.state === 'ready' && answer.videoUrl)
    return (
      <div className="grid gap-1">
        {/* The player keys on the answer: a new question starts from its own beginning and speed control. */}
        <PitchVideoPlayer
          key={answer.id}
          video={playerView(answer)}
          title={`${candidateName}: ${question.text}`}
          transcript={answer.transcript}
        />
        {meta}
      </div>
    );
  if (answer?.state === 'failed')
    return <p className="text-sm text-status-closed">{t('review.failed')}</p>;
  if (answer)
    return (
      <p className="text-sm text-muted-foreground">
        {t('review.processing', { percent: answer.progress })}
      </p>
    );
  return (
    <p className="text-sm text-muted-foreground">
      {question.state === 'answered'
        ? t('review.preparing')
        : question.state === 'failed'
          ? t('review.failed')
          : question.state === 'started'
            ? t('review.started')
            : question.state === 'expired'
              ? t('review.expired')
              : t('review.notStarted')}
    </p>
  );
}
