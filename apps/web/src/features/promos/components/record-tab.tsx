import { useEffect, useRef, useState } from 'react';
import { Camera, Circle, RotateCcw, Save, Square } from 'lucide-react';
import { RECORDING } from '@takeoff/shared/promo-constants';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useUploadPromoVideo } from '../api/upload-promo-video';
import { formatSeconds, usePromoRecorder } from '../lib/use-promo-recorder';
import { UploadProgress } from './upload-progress';
import { uploadErrorMessage } from './upload-tab';
import { useT } from '../i18n';

const LIMIT_CHOICES = [60, RECORDING.defaultSeconds, RECORDING.maxSeconds];

export function RecordTab({ onSaved }: { onSaved: () => void }) {
  const recorder = usePromoRecorder();
  const liveRef = useRef<HTMLVideoElement>(null);
  const upload = useUploadPromoVideo();
  const [progress, setProgress] = useState<number | null>(null);
  const { phase, recording } = recorder;
  const { t } = useT();

  useEffect(() => {
    if (liveRef.current && liveRef.current.srcObject !== recorder.stream)
      liveRef.current.srcObject = recorder.stream;
  }, [recorder.stream, phase]);

  const save = () => {
    if (!recording) return;
    const extension = recording.mimeType.includes('mp4') ? 'mp4' : 'webm';
    setProgress(0);
    upload.mutate(
      { file: recording.blob, filename: `promo-recording.${extension}`, onProgress: setProgress },
      {
        onSuccess: () => {
          showSuccessToast(t('messages.videoSaved'));
          recorder.recordAgain();
          onSaved();
        },
        onError: (error) => showDestructiveToast(t('error'), uploadErrorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const showLive = phase === 'ready' || phase === 'countdown' || phase === 'recording';
  return (
    <div className="grid gap-4">
      <div className="relative overflow-hidden rounded-lg bg-black">
        {/* Keys: two elements, never one reused, since a leftover camera srcObject would win over the preview's src. */}
        {phase === 'stopped' && recording ? (
          <video
            key="preview"
            src={recording.url}
            controls
            playsInline
            aria-label={t('record.previewLabel')}
            className="aspect-video w-full"
          />
        ) : (
          <video
            key="camera"
            ref={liveRef}
            autoPlay
            muted
            playsInline
            aria-label={t('record.camera')}
            className={`aspect-video w-full ${showLive ? '' : 'hidden'}`}
          />
        )}
        {!showLive && phase !== 'stopped' ? (
          <div className="flex aspect-video flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted-foreground">
            <Camera className="size-8" aria-hidden />
            {phase === 'starting'
              ? t('record.starting')
              : phase === 'error'
                ? null
                : t('record.startHint')}
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
          <div
            className="absolute left-3 top-3 flex items-center gap-2 rounded-md bg-black/70 px-2 py-1 font-mono text-sm text-white"
            aria-live="off"
          >
            <Circle className="size-3 fill-status-closed text-status-closed" aria-hidden />
            <span data-testid="recording-timer">
              {formatSeconds(recorder.elapsed)} / {formatSeconds(recorder.limit)}
            </span>
          </div>
        ) : null}
      </div>

      {/* The recording's length from its own timestamps (the WebM now carries it, so the player shows it too). */}
      {phase === 'stopped' && recording ? (
        <p className="font-mono text-sm text-board" data-testid="recording-length">
          {t('record.length', { length: formatSeconds(recording.seconds) })}
        </p>
      ) : null}

      {recorder.error ? (
        <p role="alert" className="text-sm text-status-closed">
          {t(`messages.${recorder.error}`)}
        </p>
      ) : null}

      {phase === 'ready' ? (
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor="promo-record-limit">{t('record.maxLength')}</Label>
          <select
            id="promo-record-limit"
            value={recorder.limit}
            onChange={(event) => recorder.setLimit(Number(event.target.value))}
            className="h-10 rounded-md border border-border bg-board-cell px-3 text-sm"
          >
            {LIMIT_CHOICES.map((seconds) => (
              <option key={seconds} value={seconds}>
                {formatSeconds(seconds)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {progress !== null ? <UploadProgress percent={progress} /> : null}

      <div className="flex flex-wrap gap-2">
        {phase === 'idle' || phase === 'error' || phase === 'starting' ? (
          <Button onClick={() => void recorder.startCamera()} disabled={phase === 'starting'}>
            <Camera aria-hidden />{' '}
            {phase === 'error' ? t('record.tryAgain') : t('record.startCamera')}
          </Button>
        ) : null}
        {phase === 'ready' ? (
          <Button onClick={recorder.startRecording}>
            <Circle aria-hidden /> {t('record.startRecording')}
          </Button>
        ) : null}
        {phase === 'recording' ? (
          <Button variant="destructive" onClick={recorder.stopRecording}>
            <Square aria-hidden /> {t('record.stopRecording')}
          </Button>
        ) : null}
        {phase === 'stopped' ? (
          <>
            <Button variant="outline" onClick={recorder.recordAgain} disabled={upload.isPending}>
              <RotateCcw aria-hidden /> {t('record.recordAgain')}
            </Button>
            <Button onClick={save} disabled={upload.isPending}>
              <Save aria-hidden /> {upload.isPending ? t('record.saving') : t('record.saveVideo')}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
