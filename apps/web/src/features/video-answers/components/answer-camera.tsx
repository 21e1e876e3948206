import { useEffect, useRef } from 'react';
import { Camera, Circle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAudioLevel } from '@/lib/use-audio-level';
import { useT } from '../i18n';
import { clock, type useAnswerRecorder } from './use-answer-recorder';

type Recorder = ReturnType<typeof useAnswerRecorder>;

/** The camera's picture (or the take), the thinking countdown, the recording timer and the microphone meter. */
export function AnswerCamera({ recorder, limit }: { recorder: Recorder; limit: number }) {
  const { t } = useT();
  const liveRef = useRef<HTMLVideoElement>(null);
  const { phase, take, stream } = recorder;
  const level = useAudioLevel(phase === 'stopped' ? null : stream);

  useEffect(() => {
    if (liveRef.current && liveRef.current.srcObject !== stream) liveRef.current.srcObject = stream;
  }, [stream, phase]);

  const showLive = phase === 'ready' || phase === 'thinking' || phase === 'recording';
  return (
    <div className="grid gap-2">
      <div className="relative overflow-hidden rounded-lg bg-black">
        {/* Two elements, never one reused: a leftover camera srcObject would win over the take's src. */}
        {phase === 'stopped' && take ? (
          <video
            key="take"
            src={take.url}
            controls
            playsInline
            aria-label={t('recorder.takeLabel')}
            className="aspect-video w-full"
          />
        ) : (
          <video
            key="camera"
            ref={liveRef}
            autoPlay
            muted
            playsInline
            aria-label={t('recorder.cameraLabel')}
            className={`aspect-video w-full -scale-x-100 object-cover ${showLive ? '' : 'hidden'}`}
          />
        )}
        {!showLive && phase !== 'stopped' ? (
          <div className="flex aspect-video flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
            <Camera className="size-8" aria-hidden />
            {phase === 'starting' ? t('recorder.starting') : t('recorder.checkHint')}
          </div>
        ) : null}
        {phase === 'thinking' ? (
          <div className="absolute inset-x-0 bottom-0 flex justify-center bg-black/60 p-2">
            <span
              data-testid="thinking-countdown"
              className="font-mono text-lg font-bold text-board"
            >
              {t('candidate.thinkingLeft', { seconds: recorder.thinkingLeft })}
            </span>
          </div>
        ) : null}
        {phase === 'recording' ? (
          <div className="absolute left-2 top-2 flex items-center gap-2 rounded-md bg-black/70 px-2 py-1 font-mono text-sm text-white">
            <Circle className="size-3 fill-status-closed text-status-closed" aria-hidden />
            <span className="sr-only">{t('candidate.recording')}</span>
            <span data-testid="answer-timer">
              {clock(recorder.elapsed)} / {clock(limit)}
            </span>
          </div>
        ) : null}
      </div>
      {showLive && phase !== 'recording' ? <MicrophoneMeter level={level} /> : null}
      {recorder.problem ? (
        <p role="alert" className="text-sm text-status-closed">
          {t(`recorder.problems.${recorder.problem}`)}
        </p>
      ) : null}
      {phase === 'idle' || phase === 'error' ? (
        <Button
          type="button"
          className="justify-self-start"
          onClick={() => void recorder.startCamera()}
        >
          <Camera aria-hidden />
          {phase === 'error' ? t('recorder.tryAgain') : t('recorder.check')}
        </Button>
      ) : null}
    </div>
  );
}

/** A bar that follows the microphone: the candidate sees they are heard before the first question. */
function MicrophoneMeter({ level }: { level: number | null }) {
  const { t } = useT();
  if (level === null)
    return <p className="text-sm text-status-expiring">{t('recorder.noMicrophone')}</p>;
  const percent = Math.round(level * 100);
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      <span>{t('recorder.microphone')}</span>
      <div
        role="meter"
        aria-label={t('recorder.microphoneLevel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-board-cell"
      >
        <div
          className="h-full rounded-full bg-status-live transition-[width] duration-75"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
