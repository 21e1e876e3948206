import { useRef, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { MAX_VIDEO_BYTES, VIDEO_EXTENSIONS } from '@takeoff/shared/constants';
import { videoFileProblem } from '@takeoff/shared/promo-constants';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { t as translate, useT } from '../i18n';
import { useUploadPromoVideo } from '../api/upload-promo-video';
import { UploadProgress } from './upload-progress';

/** The server's own refusal (type, size) is worth showing; anything else gets the seeds' text. */
export const uploadErrorMessage = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500
    ? errorMessage(error, translate('messages.saveVideoFailed'))
    : translate('messages.saveVideoFailed');

export function UploadTab({ onUploaded }: { onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPromoVideo();
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen
      ? videoFileProblem(
          chosen,
          { invalidType: t('upload.invalidType'), tooLarge: t('upload.tooLarge') },
          MAX_VIDEO_BYTES,
          VIDEO_EXTENSIONS,
        )
      : null;
    setProblem(found);
    setFile(found ? null : chosen);
    if (found) showDestructiveToast(t('upload.invalidFile'), found);
  };

  const send = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, filename: file.name, onProgress: setProgress },
      {
        onSuccess: () => {
          showSuccessToast(t('messages.videoSaved'));
          setFile(null);
          onUploaded();
        },
        onError: (error) => showDestructiveToast(t('upload.failed'), uploadErrorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="promo-video-file">{t('upload.label')}</Label>
        {/* The browser's own "Choose File / No file chosen" is in the browser's language: the input stays (keyboard,
            screen readers) but is drawn by the words below, in the chosen language. */}
        <input
          ref={input}
          id="promo-video-file"
          type="file"
          accept=".mp4,.webm,.mov,.avi,video/mp4,video/webm,video/quicktime,video/x-msvideo"
          onChange={choose}
          className="peer sr-only"
        />
        <div
          aria-hidden
          className="flex min-w-0 flex-wrap items-center gap-3 rounded-md peer-focus-visible:ring-2 peer-focus-visible:ring-ring"
          onClick={() => input.current?.click()}
        >
          <span className="cursor-pointer rounded-md bg-surface-raised px-3 py-2 text-sm text-foreground">
            {t('upload.choose')}
          </span>
          <span className="min-w-0 break-all text-sm text-muted-foreground">
            {file?.name ?? t('upload.noFile')}
          </span>
        </div>
        <p className="text-xs text-muted-foreground">{t('upload.hint')}</p>
        {problem ? (
          <p role="alert" className="text-sm text-status-closed">
            {problem}
          </p>
        ) : null}
      </div>
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <Button onClick={send} disabled={!file || upload.isPending} className="w-full sm:w-auto">
        <Upload aria-hidden /> {upload.isPending ? t('upload.uploading') : t('upload.button')}
      </Button>
    </div>
  );
}
