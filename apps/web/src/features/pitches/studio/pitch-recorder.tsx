import { useEffect, useId, useState } from 'react';
import { Check, Circle, Loader2, RotateCcw, Square } from 'lucide-react';
import { RECORDING } from '@takeoff/shared/promo-constants';
import {
  PITCH_VIDEO_MAX_SECONDS,
  PITCH_VIDEO_RECOMMENDED_SECONDS,
  type TranscriptSegment,
} from '@takeoff/shared/pitch-videos';
import { CameraView, type CameraTexts } from '@/components/camera/camera-view';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { formatSeconds, useCameraRecorder, type Take } from '@/lib/use-camera-recorder';
import { useT } from '../i18n';
import { useTakeDictation } from './use-take-dictation';

type PitchRecorderProps = {
  /** "Use this take": the only moment a recording leaves the browser. True once the take is kept. */
  onUse: (take: Take, dictated: TranscriptSegment[]) => Promise<boolean>;
  busy: boolean;
};

export function PitchRecorder({ onUse, busy }: PitchRecorderProps) {
  const { t } = useT();
  const recorder = useCameraRecorder(PITCH_VIDEO_MAX_SECONDS);
  const dictation = useTakeDictation();
  const [dictate, setDictate] = useState(false);
  const dictateId = useId();
  const { phase, take } = recorder;
  // A take that went up is not offered again: a second click would only send it twice.
  const [usedTake, setUsedTake] = useState<Take | null>(null);
  const used = take !== null && usedTake === take;

  // Dictation follows the take: it starts with the recording and stops with it (the choice is made while ready).
  const { start: startDictation, stop: stopDictation } = dictation;
  const { startedAt } = recorder;
  useEffect(() => {
    if (phase === 'recording' && startedAt !== null && dictate) startDictation(startedAt);
    if (phase === 'stopped') stopDictation();
  }, [phase, startedAt, dictate, startDictation, stopDictation]);

  const texts: CameraTexts = {
    cameraLabel: t('studio.record.cameraLabel'),
    takeLabel: t('studio.record.takeLabel'),
    starting: t('studio.record.starting'),
    hint: t('studio.record.checkHint'),
    check: t('studio.record.checkCamera'),
    tryAgain: t('studio.record.tryAgain'),
    recording: t('studio.record.recording'),
    meter: {
      microphone: t('studio.record.microphone'),
      level: t('studio.record.microphoneLevel'),
      none: t('studio.record.noMicrophone'),
    },
    problem: (problem) => t(`studio.record.problems.${problem}`),
  };
  const overRecommended = recorder.elapsed > PITCH_VIDEO_RECOMMENDED_SECONDS;
  return (
    <div className="grid gap-3" data-testid="pitch-recorder">
      <CameraView recorder={recorder} texts={texts}>
        {phase === 'recording' || phase === 'stopped' ? (
          <TakeTimeline seconds={phase === 'stopped' ? (take?.seconds ?? 0) : recorder.elapsed} />
        ) : null}
        {phase === 'recording' && overRecommended ? (
          <p className="text-sm text-status-expiring">{t('studio.record.overRecommended')}</p>
        ) : null}
      </CameraView>
      {phase === 'ready' ? (
        <p className="text-sm text-muted-foreground">
          {t('studio.record.limitHint', { max: formatSeconds(PITCH_VIDEO_MAX_SECONDS) })}
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
        {phase === 'ready' ? (
          <Button
            type="button"
            onClick={() => recorder.startAfter(RECORDING.countdownSeconds, 'countdown')}
            data-tour="record-video"
          >
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
                recorder.reset();
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
