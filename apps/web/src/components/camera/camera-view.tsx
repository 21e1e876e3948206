import { useEffect, useRef, type ReactNode } from 'react';
import { Camera, Circle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAudioLevel } from '@/lib/use-audio-level';
import { formatSeconds, type CameraProblem, type CameraRecorder } from '@/lib/use-camera-recorder';

/** Every text of the camera, from the feature's own catalogue (each feature keeps its words). */
export interface CameraTexts {
  cameraLabel: string;
  takeLabel: string;
  starting: string;
  /** Shown before the camera is opened. */
  hint: string;
  check: string;
  tryAgain: string;
  /** For screen readers, beside the recording timer. */
  recording: string;
  /** The microphone meter's words; without them no meter is shown. */
  meter?: { microphone: string; level: string; none: string };
  /** Thinking time's line (video answers). */
  thinkingLeft?: (seconds: number) => string;
  problem: (problem: CameraProblem) => string;
}

type CameraViewProps = {
  recorder: CameraRecorder;
  texts: CameraTexts;
  /** The live picture as in a mirror, as people expect to see themselves. */
  mirror?: boolean;
  /** Extra lines under the picture (e.g. the take's length). */
  children?: ReactNode;
};

/**
 * The camera check and recorder screen: the live picture (or the take), the countdown or thinking time, the
 * recording timer, the microphone meter, every problem in words, and the check / try-again button.
 */
export function CameraView({ recorder, texts, mirror = true, children }: CameraViewProps) {
  const liveRef = useRef<HTMLVideoElement>(null);
  const { phase, take, stream } = recorder;
  const level = useAudioLevel(texts.meter && phase !== 'stopped' ? stream : null);

  useEffect(() => {
    if (liveRef.current && liveRef.current.srcObject !== stream) liveRef.current.srcObject = stream;
  }, [stream, phase]);

  const showLive =
    phase === 'ready' || phase === 'countdown' || phase === 'thinking' || phase === 'recording';
  return (
    <div className="grid gap-2" data-testid="camera-view">
      <div className="relative overflow-hidden rounded-lg bg-black">
        {/* Two elements, never one reused: a leftover camera srcObject would win over the take's src. */}
        {phase === 'stopped' && take ? (
          <video
            key="take"
            src={take.url}
            controls
            playsInline
            aria-label={texts.takeLabel}
            className="aspect-video w-full"
          />
        ) : (
          <video
            key="camera"
            ref={liveRef}
            autoPlay
            muted
            playsInline
            aria-label={texts.cameraLabel}
            className={`aspect-video w-full ${mirror ? '-scale-x-100 object-cover' : ''} ${showLive ? '' : 'hidden'}`}
          />
        )}
        {!showLive && phase !== 'stopped' ? (
          <div className="flex aspect-video flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
            <Camera className="size-8" aria-hidden />
            {phase === 'starting' ? texts.starting : phase === 'error' ? null : texts.hint}
          </div>
        ) : null}
        {phase === 'countdown' ? (
          <div
            className="absolute inset-0 flex items-center justify-center bg-black/50"
            aria-live="assertive"
          >
            <span data-testid="countdown" className="font-mono text-7xl font-bold text-board">
              {recorder.countdown}
            </span>
          </div>
        ) : null}
        {phase === 'thinking' ? (
          <div className="absolute inset-x-0 bottom-0 flex justify-center bg-black/60 p-2">
            <span
              data-testid="thinking-countdown"
              className="font-mono text-lg font-bold text-board"
            >
              {texts.thinkingLeft?.(recorder.countdown)}
            </span>
          </div>
        ) : null}
        {phase === 'recording' ? (
          <div
            className="absolute left-2 top-2 flex items-center gap-2 rounded-md bg-black/70 px-2 py-1 font-mono text-sm text-white"
            aria-live="off"
          >
            <Circle className="size-3 fill-status-closed text-status-closed" aria-hidden />
            <span className="sr-only">{texts.recording}</span>
            <span data-testid="recording-timer">
              {formatSeconds(recorder.elapsed)} / {formatSeconds(recorder.limit)}
            </span>
          </div>
        ) : null}
      </div>
      {children}
      {texts.meter && showLive && phase !== 'recording' ? (
        <MicrophoneMeter level={level} texts={texts.meter} />
      ) : null}
      {recorder.problem ? (
        <p role="alert" className="text-sm text-status-closed">
          {texts.problem(recorder.problem)}
        </p>
      ) : null}
      {phase === 'idle' || phase === 'error' || phase === 'starting' ? (
        <Button
          type="button"
          className="justify-self-start"
          disabled={phase === 'starting'}
          onClick={() => void recorder.startCamera()}
        >
          <Camera aria-hidden />
          {phase === 'error' ? texts.tryAgain : texts.check}
        </Button>
      ) : null}
    </div>
  );
}

/** A bar that follows the microphone: the person sees they are heard before they record. */
function MicrophoneMeter({
  level,
  texts,
}: {
  level: number | null;
  texts: NonNullable<CameraTexts['meter']>;
}) {
  if (level === null) return <p className="text-sm text-status-expiring">{texts.none}</p>;
  const percent = Math.round(level * 100);
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      <span>{texts.microphone}</span>
      <div
        role="meter"
        aria-label={texts.level}
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
