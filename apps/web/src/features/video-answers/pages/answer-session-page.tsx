import { useEffect, useState } from 'react';
import { ArrowLeft, Check, Play, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { CandidateAnswerRequest } from '@takeoff/shared/video-answers';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { showDestructiveToast } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useCameraRecorder } from '@/lib/use-camera-recorder';
import { answerErrorMessage } from '../lib/answer-error';
import { useAnswerRequest } from '../api/get-answer-request';
import { useStartAnswerTake } from '../api/start-answer-take';
import { AccommodationRequest } from '../components/accommodation-request';
import { AnswerCamera } from '../components/answer-camera';
import { AnswersIntro } from '../components/answers-intro';
import { QuestionRunner } from '../components/question-runner';
import { useT } from '../i18n';
import {
  allAnswered,
  canRetake,
  canStart,
  clockOffset,
  pastDeadline,
  runningQuestion,
  takeRunning,
} from '../lib/answer-rules';

/** The candidate answers a flight's questions: intro, camera check, then one question at a time, until the deadline. */
export function AnswerSessionPage({ requestId }: { requestId: number }) {
  const { t } = useT();
  const query = useAnswerRequest(requestId);
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-status-closed">
        {query.error instanceof ApiRequestError && query.error.status === 404
          ? t('candidate.notFound')
          : t('candidate.loadFailed')}
      </p>
    );
  return <AnswerSession request={query.data} receivedAt={query.dataUpdatedAt} />;
}

function AnswerSession({
  request,
  receivedAt,
}: {
  request: CandidateAnswerRequest;
  receivedAt: number;
}) {
  const { t } = useT();
  const offset = clockOffset(request.now, receivedAt);
  const recorder = useCameraRecorder(request.answerSeconds);
  const start = useStartAnswerTake();
  // The question on screen: the one just started, or one whose take was running when the page was left.
  const [active, setActive] = useState<number | null>(
    () => runningQuestion(request, offset)?.index ?? null,
  );
  const closed = pastDeadline(request, offset);
  const answered = request.summary.answered;
  const complete = allAnswered(request);
  const redo = request.questions.filter(
    (question) => question.state === 'failed' && canRetake(question, closed),
  );

  // The camera closes with the page, and once everything is answered with no retake left: a retake starts the
  // question's clock on the server at once, so the camera must still be open for it (also to redo a failed video).
  const { closeCamera } = recorder;
  const finished =
    Boolean(request.completedAt) && !request.questions.some((each) => canRetake(each, closed));
  useEffect(() => {
    if (finished) closeCamera();
  }, [finished, closeCamera]);

  const startQuestion = (index: number, retake = false) =>
    start.mutate(
      { requestId: request.id, index, retake },
      {
        onSuccess: () => setActive(index),
        onError: (error) =>
          showDestructiveToast(t('error'), answerErrorMessage(error, t('candidate.startFailed'))),
      },
    );

  const cameraReady =
    recorder.phase !== 'idle' && recorder.phase !== 'error' && recorder.phase !== 'starting';
  const stateLabel = (state: string) =>
    state === 'answered'
      ? t('candidate.stateAnswered')
      : state === 'failed'
        ? t('candidate.stateFailed')
        : state === 'started'
          ? t('candidate.stateStarted')
          : state === 'expired'
            ? t('candidate.stateExpired')
            : t('candidate.stateNotStarted');
  // Between takes the recorder is idle or ready: a question may be started (never during one).
  const canBegin = cameraReady || request.allowUpload || request.writtenAllowed;
  const busy =
    start.isPending ||
    recorder.phase === 'thinking' ||
    recorder.phase === 'recording' ||
    (active !== null && takeRunning(request.questions[active]!, offset));

  return (
    <div className="grid gap-4" data-testid="answer-session">
      <PageHeader
        title={t('candidate.pageTitle')}
        actions={
          <Button asChild variant="outline">
            <Link to="/candidate/applications">
              <ArrowLeft aria-hidden /> {t('candidate.back')}
            </Link>
          </Button>
        }
      />
      <AnswersIntro request={request} />
      {complete ? (
        <p role="status" className="flex items-center gap-2 font-semibold text-status-live">
          <Check aria-hidden className="size-5" /> {t('candidate.complete')}
        </p>
      ) : redo.length > 0 ? (
        <p role="alert" className="text-status-closed">
          {t('candidate.failedNotice', {
            numbers: redo.map((question) => question.index + 1).join(', '),
            count: redo.length,
          })}
        </p>
      ) : closed ? (
        <p role="alert" className="text-status-closed">
          {t('candidate.deadlinePassed')}
        </p>
      ) : null}
      <p className="font-mono text-sm text-board" aria-live="polite">
        {t('candidate.progress', { answered, total: request.questionCount })}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid content-start gap-4">
          {active !== null ? (
            <QuestionRunner
              key={active}
              request={request}
              index={active}
              offset={offset}
              recorder={recorder}
              retaking={start.isPending}
              onRetake={() => startQuestion(active, true)}
            />
          ) : !complete && !closed ? (
            <AnswerCamera recorder={recorder} />
          ) : null}
          {active === null && cameraReady && !complete && !closed ? (
            <p className="text-sm text-status-live">{t('recorder.ready')}</p>
          ) : null}
        </div>
        <ol aria-label={t('review.questions')} className="grid content-start gap-2">
          {request.questions.map((question) => (
            <li
              key={question.index}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-2"
              data-testid="answer-question"
            >
              <span className="font-mono text-sm">
                {t('candidate.questionLabel', { number: question.index + 1 })}
              </span>
              <Badge
                variant={
                  question.state === 'answered'
                    ? 'live'
                    : question.state === 'expired' || question.state === 'failed'
                      ? 'closed'
                      : 'secondary'
                }
              >
                {stateLabel(question.state)}
              </Badge>
              {canStart(question) && !closed ? (
                <Button
                  type="button"
                  size="sm"
                  className="w-full"
                  disabled={busy || !canBegin}
                  onClick={() => {
                    recorder.reset();
                    startQuestion(question.index);
                  }}
                >
                  <Play aria-hidden /> {t('candidate.start', { number: question.index + 1 })}
                </Button>
              ) : null}
              {/* A video that failed processing: a new take (the server does not count it), unless it is on screen. */}
              {redo.includes(question) && active !== question.index ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="w-full"
                  disabled={busy || !canBegin}
                  onClick={() => {
                    recorder.reset();
                    startQuestion(question.index, true);
                  }}
                >
                  <RotateCcw aria-hidden />{' '}
                  {t(
                    request.allowUpload ? 'candidate.redoQuestionUpload' : 'candidate.redoQuestion',
                    {
                      number: question.index + 1,
                    },
                  )}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      {!complete ? <AccommodationRequest request={request} /> : null}
    </div>
  );
}
