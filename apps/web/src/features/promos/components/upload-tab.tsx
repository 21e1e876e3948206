import { useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { MAX_VIDEO_BYTES, MESSAGES, VIDEO_EXTENSIONS } from '@takeoff/shared/constants';
import { PROMO_MESSAGES, videoFileProblem } from '@takeoff/shared/promos';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { useUploadPromoVideo } from '../api/upload-promo-video';
import { UploadProgress } from './upload-progress';

/** The server's own refusal (type, size) is worth showing; anything else gets the seeds' text. */
export const uploadErrorMessage = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : PROMO_MESSAGES.saveVideoFailed;

export function UploadTab({ onUploaded }: { onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadPromoVideo();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen ? videoFileProblem(chosen, { invalidType: MESSAGES.videoInvalidType, tooLarge: MESSAGES.videoTooLarge }, MAX_VIDEO_BYTES, VIDEO_EXTENSIONS) : null;
    setProblem(found);
    setFile(found ? null : chosen);
    if (found) showDestructiveToast('Invalid file', found);
  };

  const send = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, filename: file.name, onProgress: setProgress },
      {
        onSuccess: () => {
          showSuccessToast(PROMO_MESSAGES.videoSaved);
          setFile(null);
          onUploaded();
        },
        onError: (error) => showDestructiveToast('Upload failed', uploadErrorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="promo-video-file">Promo video file</Label>
        <input
          id="promo-video-file"
          type="file"
          accept=".mp4,.webm,.mov,.avi,video/mp4,video/webm,video/quicktime,video/x-msvideo"
          onChange={choose}
          className="block w-full text-sm text-muted-foreground file:mr-3 file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-2 file:text-foreground"
        />
        <p className="text-xs text-muted-foreground">MP4, WebM, MOV or AVI, up to 50MB.</p>
        {problem ? (
          <p role="alert" className="text-sm text-status-closed">
            {problem}
          </p>
        ) : null}
      </div>
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <Button onClick={send} disabled={!file || upload.isPending} className="w-full sm:w-auto">
        <Upload aria-hidden /> {upload.isPending ? 'Uploading...' : 'Upload Video'}
      </Button>
    </div>
  );
}
