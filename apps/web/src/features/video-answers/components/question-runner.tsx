import { useEffect, useId, useRef, useState } from 'react';
import { Check, Circle, RotateCcw, Square, Upload } from 'lucide-react';
import type { PitchVideoSource } from '@takeoff/shared/pitch-videos';
import type { CandidateAnswerRequest } from '@takeoff/shared/video-answers';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import type { CameraRecorder } from '@/lib/use-camera-recorder';
import { Label } from '@/components/ui/label';
import { useAnswerVideoUpload } from '../api/upload-answer-video';
import { useT } from '../i18n';
import { answerErrorMessage } from '../lib/answer-error';
import { canRetake, pastDeadline, secondsUntil, takeRunning } from '../lib/answer-rules';
import { AnswerCamera } from './answer-camera';
import { WrittenAnswerForm } from './written-answer-form';

type QuestionRunnerProps = {
  request: CandidateAnswerRequest;
  index: number;
  /** The server's clock minus this browser's (ms). */
  offset: number;
  recorder: CameraRecorder;
  onRetake: () => void;
  retaking: boolean;
};

const ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov';
const extensionOf = (type: string) => (type.includes('mp4') ? 'mp4' : 'webm');
const baseType = (type: string) => type.split(';')[0]!.trim();

/**
 * One started question: its text, the thinking countdown (recording then starts by itself), the recording, and
 * the take sent at once. A retake starts the question's clock again on the server.
 */
export function QuestionRunner({
  request,
  index,
  offset,
  recorder,
  onRetake,
  retaking,
}: QuestionRunnerProps) {
  const { t } = useT();
  const question = request.questions[index]!;
  const upload = useAnswerVideoUpload();
  const thinkingFor = useRef<string | null>(null);
  const sentTake = useRef<Blob | null>(null);
  const sentName = useRef('');
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const { phase, take } = recorder;
  const running = takeRunning(question, offset);

  // A take the server just started (or one resumed after a reload): think, then record by itself.
  useEffect(() => {
    if (!running || phase !== 'ready' || !question.takeStartedAt) return;
    if (thinkingFor.current === question.takeStartedAt) return;
    thinkingFor.current = question.takeStartedAt;
    upload.reset();
    recorder.startAfter(secondsUntil(question.thinkingEndsAt, offset), 'thinking');
  }, [running, phase, question.takeStartedAt, question.thinkingEndsAt, offset, recorder, upload]);

  const send = (blob: Blob, source: PitchVideoSource, name: string) =>
    void upload.start({
      requestId: request.id,
      question: index,
      source,
      // tus-js-client resumes by the file's fingerprint (name, type, size, date): one name per take and a fixed
      // date, so sending the same take again continues the upload the server already has. The server accepts
      // bare types only: the recorder's codecs parameter ("video/webm;codecs=vp8,opus") stays out.
      file: new File([blob], name, { type: baseType(blob.type), lastModified: 0 }),
    });

  // Each finished take is sent at once.
  useEffect(() => {
    if (phase !== 'stopped' || !take || sentTake.current === take.blob) return;
    sentTake.current = take.blob;
    sentName.current = `answer-${request.id}-${index}-${question.takes}.${extensionOf(take.mimeType)}`;
    send(take.blob, 'recorded', sentName.current);
  });

  const refusal = answerErrorMessage(upload.error, t('retry'));
  const answered = question.state === 'answered';
  const failed = question.state === 'failed';
  const closed = pastDeadline(request, offset);
  return (
    <section
      aria-labelledby={`question-${index}-title`}
      className="grid gap-3 rounded-lg border border-border p-3 sm:p-4"
      data-testid="question-runner"
    >
      <h2 id={`question-${index}-title`} className="font-mono text-sm text-board">
        {t('candidate.questionLabel', { number: index + 1 })}
      </h2>
      {question.text ? (
        <p className="text-lg font-semibold" data-testid="question-text">
          {question.text}
        </p>
      ) : null}
      <AnswerCamera recorder={recorder} />
      <div className="flex flex-wrap gap-2">
        {/* Also after a failed start or an empty take: the take's window is still open on the server. */}
        {phase === 'thinking' || (phase === 'ready' && running) ? (
          <Button type="button" onClick={recorder.recordNow}>
            <Circle aria-hidden className="fill-current" /> {t('candidate.recordNow')}
          </Button>
        ) : null}
        {phase === 'recording' ? (
          <Button type="button" variant="destructive" onClick={recorder.stopRecording}>
            <Square aria-hidden /> {t('candidate.stop')}
          </Button>
        ) : null}
      </div>
      {upload.phase === 'uploading' ? (
        <div className="grid gap-1.5" data-testid="answer-upload">
          <span className="text-sm">{t('candidate.uploading', { percent: upload.progress })}</span>
          <div
            role="progressbar"
            aria-label={t('candidate.uploadLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.progress}
            className="h-2 overflow-hidden rounded-full bg-board-cell"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${upload.progress}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground">{t('candidate.uploadResume')}</p>
        </div>
      ) : null}
      {upload.phase === 'failed' ? (
        <div className="grid gap-2">
          <p role="alert" className="text-sm text-status-closed">
            {t('candidate.uploadFailed', { reason: refusal })}
          </p>
          {take ? (
            // Past the retry delays the take is still here: sending it again resumes where it stopped.
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => send(take.blob, 'recorded', sentName.current)}
            >
              <RotateCcw aria-hidden /> {t('candidate.sendAgain')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {answered && !running && upload.phase !== 'uploading' ? (
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-sm text-status-live" role="status">
            <Check aria-hidden className="size-4" /> {t('candidate.uploaded')}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="retakes-left">
            {question.retakesLeft === null
              ? t('candidate.retakesLeftUnlimited')
              : question.retakesLeft === 0
                ? t('candidate.noRetakesLeft')
                : t('candidate.retakesLeft', { count: question.retakesLeft })}
          </p>
          {canRetake(question, closed) ? (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              disabled={retaking}
              onClick={() => {
                recorder.reset();
                onRetake();
              }}
            >
              <RotateCcw aria-hidden /> {t('candidate.retake')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* A new take here does not use up a retake: the failure was not the candidate's attempt. */}
      {failed && !running && upload.phase !== 'uploading' ? (
        <div className="grid gap-2" data-testid="answer-failed">
          <p role="alert" className="text-sm text-status-closed">
            {t('candidate.failedHere')}
            {canRetake(question, closed) ? ` ${t('candidate.failedAgain')}` : ''}
          </p>
          {canRetake(question, closed) ? (
            <Button
              type="button"
              className="justify-self-start"
              disabled={retaking}
              onClick={() => {
                recorder.reset();
                onRetake();
              }}
            >
              <RotateCcw aria-hidden />{' '}
              {t(request.allowUpload ? 'candidate.redoUpload' : 'candidate.redo')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {running && request.allowUpload && phase !== 'recording' && upload.phase !== 'uploading' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>{t('candidate.uploadFile')}</Label>
          <FileInput
            id={fileId}
            accept={ACCEPT}
            aria-label={t('candidate.uploadFileLabel')}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              // A file chosen (slow in a phone's picker) is the answer: the countdown must not start the camera over it.
              if (chosen && phase === 'thinking') recorder.reset();
            }}
          />
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={!file}
            onClick={() => {
              if (!file) return;
              recorder.reset();
              send(file, 'uploaded', file.name);
            }}
          >
            <Upload aria-hidden /> {t('candidate.uploadFileButton')}
          </Button>
        </div>
      ) : null}
      {running && request.writtenAllowed ? (
        <WrittenAnswerForm requestId={request.id} index={index} />
      ) : null}
      {question.state === 'expired' ? (
        <p className="text-sm text-status-closed">{t('candidate.expiredHere')}</p>
      ) : null}
    </section>
  );
}
