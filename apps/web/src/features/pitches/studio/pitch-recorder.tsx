import { useEffect, useId, useRef, useState } from 'react';
import { Camera, Check, Circle, Loader2, RotateCcw, Square } from 'lucide-react';
import {
  PITCH_VIDEO_MAX_SECONDS,
  PITCH_VIDEO_RECOMMENDED_SECONDS,
  type TranscriptSegment,
} from '@takeoff/shared/pitch-videos';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useT } from '../i18n';
import { AudioLevelMeter } from './audio-level-meter';
import { useAudioLevel } from '@/lib/use-audio-level';
import { formatSeconds, usePitchRecorder, type Take } from './use-pitch-recorder';
import { useTakeDictation } from './use-take-dictation';

type PitchRecorderProps = {
  /** "Use this take": the only moment a recording leaves the browser. True once the take is kept. */
  onUse: (take: Take, dictated: TranscriptSegment[]) => Promise<boolean>;
  busy: boolean;
};

export function PitchRecorder({ onUse, busy }: PitchRecorderProps) {
  const { t } = useT();
  const recorder = usePitchRecorder(PITCH_VIDEO_MAX_SECONDS);
  const dictation = useTakeDictation();
  const [dictate, setDictate] = useState(false);
  const liveRef = useRef<HTMLVideoElement>(null);
  const level = useAudioLevel(recorder.phase === 'stopped' ? null : recorder.stream);
  const dictateId = useId();
  const { phase, take } = recorder;
  // A take that went up is not offered again: a second click would only send it twice.
  const [usedTake, setUsedTake] = useState<Take | null>(null);
  const used = take !== null && usedTake === take;

  useEffect(() => {
    if (liveRef.current && liveRef.current.srcObject !== recorder.stream)
      liveRef.current.srcObject = recorder.stream;
  }, [recorder.stream, phase]);

  // Dictation follows the take: it starts with the recording and stops with it (the choice is made while ready).
  const { start: startDictation, stop: stopDictation } = dictation;
  const { startedAtRef } = recorder;
  useEffect(() => {
    if (phase === 'recording' && dictate) startDictation(startedAtRef.current);
    if (phase === 'stopped') stopDictation();
  }, [phase, dictate, startDictation, stopDictation, startedAtRef]);

  const showLive = phase === 'ready' || phase === 'countdown' || phase === 'recording';
  const overRecommended = recorder.elapsed > PITCH_VIDEO_RECOMMENDED_SECONDS;
  return (
    <div className="grid gap-3" data-testid="pitch-recorder">
      <div className="relative overflow-hidden rounded-lg bg-black">
        {/* Two elements, never one reused: a leftover camera srcObject would win over the take's src. */}
        {phase === 'stopped' && take ? (
          <video
            key="take"
            src={take.url}
            controls
            playsInline
            aria-label={t('studio.record.takeLabel')}
            className="aspect-video w-full"
          />
        ) : (
          <video
            key="camera"
            ref={liveRef}
            autoPlay
            muted
            playsInline
            aria-label={t('studio.record.cameraLabel')}
            className={`aspect-video w-full -scale-x-100 object-cover ${showLive ? '' : 'hidden'}`}
          />
        )}
        {!showLive && phase !== 'stopped' ? (
          <div className="flex aspect-video flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
            <Camera className="size-8" aria-hidden />
            {phase === 'starting' ? t('studio.record.starting') : t('studio.record.checkHint')}
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
        {phase === 'recording' ? (
          <div className="absolute left-2 top-2 flex items-center gap-2 rounded-md bg-black/70 px-2 py-1 font-mono text-sm text-white">
            <Circle className="size-3 fill-status-closed text-status-closed" aria-hidden />
            <span data-testid="recording-timer">
              {formatSeconds(recorder.elapsed)} / {formatSeconds(recorder.limit)}
            </span>
          </div>
        ) : null}
      </div>

      {phase === 'recording' || phase === 'stopped' ? (
        <TakeTimeline seconds={phase === 'stopped' ? (take?.seconds ?? 0) : recorder.elapsed} />
      ) : null}
      {phase === 'recording' && overRecommended ? (
        <p className="text-sm text-status-expiring">{t('studio.record.overRecommended')}</p>
      ) : null}

      {showLive && phase !== 'recording' ? <AudioLevelMeter level={level} /> : null}
      {phase === 'ready' ? (
        <p className="text-sm text-muted-foreground">
          {t('studio.record.limitHint', { max: formatSeconds(PITCH_VIDEO_MAX_SECONDS) })}
        </p>
      ) : null}

      {recorder.problem ? (
        <p role="alert" className="text-sm text-status-closed">
          {t(`studio.record.problems.${recorder.problem}`)}
        </p>
      ) : null}

      {phase === 'stopped' && take ? (
        <p className="font-mono text-sm text-board" data-testid="take-length">
          {t('studio.record.takeLength', { length: formatSeconds(take.seconds) })}
        </p>
      ) : null}
      {phase === 'stopped' && dictation.lines.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('studio.record.dictated', { count: dictation.lines.length })}
        </p>
      ) : null}

      {phase === 'ready' && dictation.supported ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={dictateId}
            checked={dictate}
            onCheckedChange={(value) => setDictate(value === true)}
          />
          <Label htmlFor={dictateId} className="font-normal">
            {t('studio.record.dictate')}
          </Label>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {phase === 'idle' || phase === 'error' ? (
          <Button type="button" onClick={() => void recorder.startCamera()}>
            <Camera aria-hidden />
            {phase === 'error' ? t('studio.record.tryAgain') : t('studio.record.checkCamera')}
          </Button>
        ) : null}
        {phase === 'ready' ? (
          <Button type="button" onClick={recorder.startRecording} data-tour="record-video">
            <Circle aria-hidden className="fill-current" /> {t('studio.record.start')}
          </Button>
        ) : null}
        {phase === 'recording' ? (
          <Button type="button" variant="destructive" onClick={recorder.stopRecording}>
            <Square aria-hidden /> {t('studio.record.stop')}
          </Button>
        ) : null}
        {phase === 'stopped' && take ? (
          <>
            <Button
              type="button"
              disabled={busy || used}
              aria-busy={busy}
              onClick={() => {
                void onUse(take, dictate ? dictation.lines : []).then(
                  (kept) => kept && setUsedTake(take),
                );
                recorder.closeCamera();
              }}
            >
              {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Check aria-hidden />}{' '}
              {busy
                ? t('studio.record.sending')
                : used
                  ? t('studio.record.takeUsed')
                  : t('studio.record.useTake')}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => {
                dictation.clear();
                recorder.recordAgain();
              }}
            >
              <RotateCcw aria-hidden /> {t('studio.record.recordAgain')}
            </Button>
          </>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{t('studio.record.privacy')}</p>
    </div>
  );
}

/** The take's length against the limit, with the recommended length marked on the bar. */
function TakeTimeline({ seconds }: { seconds: number }) {
  const { t } = useT();
  const share = (value: number) => `${(value / PITCH_VIDEO_MAX_SECONDS) * 100}%`;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={t('studio.record.lengthLabel')}
        aria-valuemin={0}
        aria-valuemax={PITCH_VIDEO_MAX_SECONDS}
        aria-valuenow={seconds}
        aria-valuetext={formatSeconds(seconds)}
        className="relative h-2 rounded-full bg-board-cell"
      >
        <div
          className={`h-full rounded-full ${seconds > PITCH_VIDEO_RECOMMENDED_SECONDS ? 'bg-status-expiring' : 'bg-status-live'}`}
          style={{ width: share(Math.min(seconds, PITCH_VIDEO_MAX_SECONDS)) }}
        />
        <div
          aria-hidden
          className="absolute -top-1 h-4 w-0.5 bg-foreground/70"
          style={{ left: share(PITCH_VIDEO_RECOMMENDED_SECONDS) }}
        />
      </div>
      <div className="relative h-4 text-xs text-muted-foreground">
        <span
          className="absolute -translate-x-1/2 whitespace-nowrap"
          style={{ left: share(PITCH_VIDEO_RECOMMENDED_SECONDS) }}
        >
          {t('studio.record.recommended', {
            length: formatSeconds(PITCH_VIDEO_RECOMMENDED_SECONDS),
          })}
        </span>
        <span className="absolute right-0">{formatSeconds(PITCH_VIDEO_MAX_SECONDS)}</span>
      </div>
    </div>
  );
}
