import { useId, useState } from 'react';
import { Loader2, Upload } from 'lucide-react';
import { PITCH_VIDEO_EXTENSIONS, PITCH_VIDEO_TYPES } from '@takeoff/shared/pitch-videos';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';
import { useT } from '../i18n';
import { checkVideoFile, type VideoFileProblem } from './video-file-check';

const ACCEPT = [...PITCH_VIDEO_TYPES, ...PITCH_VIDEO_EXTENSIONS].join(',');

type PitchUploadProps = {
  onUpload: (file: File) => void;
  busy: boolean;
  /** Replaced in tests: jsdom cannot read a video's metadata. */
  check?: (file: File) => Promise<VideoFileProblem | null>;
};

/** The Upload option: a file from the device, checked here before a byte is sent. */
export function PitchUpload({ onUpload, busy, check = checkVideoFile }: PitchUploadProps) {
  const { t } = useT();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<VideoFileProblem | null>(null);
  const [checking, setChecking] = useState(false);

  const choose = async (chosen: File | null) => {
    setFile(null);
    setProblem(null);
    if (!chosen) return;
    setChecking(true);
    const found = await check(chosen);
    setChecking(false);
    if (found) return setProblem(found);
    setFile(chosen);
  };

  return (
    <div className="grid gap-3" data-testid="pitch-upload">
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>{t('studio.upload.label')}</Label>
        <FileInput
          id={inputId}
          accept={ACCEPT}
          aria-describedby={hintId}
          aria-invalid={problem !== null}
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('studio.upload.hint')}
        </p>
      </div>
      {checking ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin" /> {t('studio.upload.checking')}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-status-closed">
          {t(`studio.upload.problems.${problem}`)}
        </p>
      ) : null}
      <Button
        type="button"
        className="justify-self-start"
        disabled={!file || busy || checking}
        onClick={() => file && onUpload(file)}
      >
        <Upload aria-hidden /> {t('studio.upload.button')}
      </Button>
    </div>
  );
}
