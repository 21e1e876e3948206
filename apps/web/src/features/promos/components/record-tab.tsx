import { useState } from 'react';
import { Circle, RotateCcw, Save, Square } from 'lucide-react';
import { RECORDING } from '@takeoff/shared/promo-constants';
import { CameraView, type CameraTexts } from '@/components/camera/camera-view';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { formatSeconds, useCameraRecorder } from '@/lib/use-camera-recorder';
import { useUploadPromoVideo } from '../api/upload-promo-video';
import { UploadProgress } from './upload-progress';
import { uploadErrorMessage } from './upload-tab';
import { useT } from '../i18n';

const LIMIT_CHOICES = [60, RECORDING.defaultSeconds, RECORDING.maxSeconds];

export function RecordTab({ onSaved }: { onSaved: () => void }) {
  const [limit, setLimit] = useState<number>(RECORDING.defaultSeconds);
  const recorder = useCameraRecorder(limit);
  const upload = useUploadPromoVideo();
  const [progress, setProgress] = useState<number | null>(null);
  const { phase, take: recording } = recorder;
  const { t } = useT();

  const save = () => {
    if (!recording) return;
    const extension = recording.mimeType.includes('mp4') ? 'mp4' : 'webm';
    setProgress(0);
    upload.mutate(
      { file: recording.blob, filename: `promo-recording.${extension}`, onProgress: setProgress },
      {
        onSuccess: () => {
          showSuccessToast(t('messages.videoSaved'));
          recorder.reset();
          onSaved();
        },
        onError: (error) => showDestructiveToast(t('error'), uploadErrorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const texts: CameraTexts = {
    cameraLabel: t('record.camera'),
    takeLabel: t('record.previewLabel'),
    starting: t('record.starting'),
    hint: t('record.startHint'),
    check: t('record.startCamera'),
    tryAgain: t('record.tryAgain'),
    recording: t('record.recording'),
    problem: (problem) => t(`messages.${problem}`),
  };
  return (
    <div className="grid gap-4">
      <CameraView recorder={recorder} texts={texts} mirror={false}>
        {/* The recording's length as the file carries it (its WebM has a Duration, so every player shows it). */}
        {phase === 'stopped' && recording ? (
          <p className="font-mono text-sm text-board" data-testid="recording-length">
            {t('record.length', { length: formatSeconds(Math.round(recording.durationMs / 1000)) })}
          </p>
        ) : null}
      </CameraView>

      {phase === 'ready' ? (
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor="promo-record-limit">{t('record.maxLength')}</Label>
          <select
            id="promo-record-limit"
            value={limit}
            onChange={(event) => setLimit(Number(event.target.value))}
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
        {phase === 'ready' ? (
          <Button onClick={() => recorder.startAfter(RECORDING.countdownSeconds, 'countdown')}>
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
            <Button variant="outline" onClick={recorder.reset} disabled={upload.isPending}>
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
