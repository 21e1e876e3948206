import { Suspense, useRef, useState } from 'react';
import type { PitchStudioState, TranscriptSegment } from '@takeoff/shared/pitch-videos';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useT } from '../i18n';
import { useSavePitch } from '../api/save-pitch';
import { savePitchTranscript } from '../api/save-pitch-transcript';
import { newUploadKey, usePitchVideoUpload } from '../api/upload-pitch-video';
import { StudioOptions, type StudioOption } from './studio-options';
import { dictationLanguage } from './use-take-dictation';
import type { Take } from '@/lib/use-camera-recorder';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The options' own parts (the camera recorder, the file picker) and an upload's progress load beside the page's
// data (`preloadStudioParts`): the studio draws once that data is in, and finds them there.
const PitchRecorder = lazyWithPreload(async () => ({
  default: (await import('./pitch-recorder')).PitchRecorder,
}));
const PitchUpload = lazyWithPreload(async () => ({
  default: (await import('./pitch-upload')).PitchUpload,
}));
const UploadStatus = lazyWithPreload(async () => ({
  default: (await import('./upload-status')).UploadStatus,
}));

export function preloadStudioParts() {
  PitchRecorder.preload();
  PitchUpload.preload();
  UploadStatus.preload();
}

type PitchStudioProps = {
  option: StudioOption;
  onOptionChange: (option: StudioOption) => void;
  /** The candidate's pitch, when there is one: a new video is attached to it as soon as it is uploaded. */
  pitchId: number | null;
  state: PitchStudioState | undefined;
};

/** A recorded take as a file named by its type (the recorder's codecs parameter stays out of the file type). */
export function takeFile(take: Take) {
  const type = take.mimeType.split(';')[0]!.trim() || 'video/webm';
  const extension = type === 'video/mp4' ? 'mp4' : 'webm';
  return new File([take.blob], `pitch-recording.${extension}`, { type });
}

/**
 * What the candidate is told once a video is up: with a ready live video that one keeps playing meanwhile; else
 * (a first video, or one replacing a YouTube link, which goes at once) the pitch plays the new one when it is ready.
 */
export function uploadedMessageKey(pitchId: number | null, state: PitchStudioState | undefined) {
  if (pitchId === null) return 'studio.uploadedNoPitch' as const;
  return state?.live?.state === 'ready'
    ? ('studio.uploaded' as const)
    : ('studio.uploadedFirst' as const);
}

/** The studio's three options, and the upload every recorded or chosen video goes through. */
export function PitchStudio({ option, onOptionChange, pitchId, state }: PitchStudioProps) {
  const { t } = useT();
  const upload = usePitchVideoUpload();
  const save = useSavePitch();
  // Busy from the click until the pitch points at the video (not only while bytes move): a click meanwhile is
  // dropped, and each take or file carries one upload key, so the server keeps it once even if sent again.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const busy = sending || upload.phase === 'uploading';
  const [uploadKeys] = useState(() => new WeakMap<Blob, string>());
  const keyOf = (blob: Blob) => {
    const key = uploadKeys.get(blob) ?? newUploadKey();
    uploadKeys.set(blob, key);
    return key;
  };

  const send = async (
    file: File,
    key: string,
    source: 'recorded' | 'uploaded',
    dictated: TranscriptSegment[],
  ) => {
    if (sendingRef.current) return false;
    sendingRef.current = true;
    setSending(true);
    try {
      return await keep(file, key, source, dictated);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const keep = async (
    file: File,
    key: string,
    source: 'recorded' | 'uploaded',
    dictated: TranscriptSegment[],
  ) => {
    const videoId = await upload.start(file, source, key);
    if (videoId === null) return false;
    try {
      // Captions from dictation, timed from the take's own start: saved before processing needs them.
      if (dictated.length > 0)
        await savePitchTranscript(videoId, {
          source: 'dictated',
          language: dictationLanguage(),
          segments: dictated,
        });
      // The pitch points at the new video; the server keeps the current one playing until it is ready.
      if (pitchId !== null) await save.mutateAsync({ id: pitchId, videoId });
      showSuccessToast(t(uploadedMessageKey(pitchId, state)));
      return true;
    } catch (error) {
      showDestructiveToast(t('error'), errorMessage(error, t('texts.updateFailed')));
      return false;
    }
  };

  return (
    <div className="grid min-w-0 gap-3" data-testid="pitch-studio">
      {state && !state.processingAvailable ? (
        <p className="rounded-lg border border-status-expiring/40 bg-status-expiring/10 p-3 text-sm">
          {t('studio.processingUnavailable')}
        </p>
      ) : null}
      <StudioOptions
        value={option}
        onChange={onOptionChange}
        record={
          <Suspense fallback={<Skeleton className="aspect-video w-full rounded-lg" />}>
            <PitchRecorder
              busy={busy}
              onUse={(take: Take, dictated) =>
                send(takeFile(take), keyOf(take.blob), 'recorded', dictated)
              }
            />
          </Suspense>
        }
        upload={
          <Suspense fallback={null}>
            <PitchUpload
              busy={busy}
              onUpload={(file) => void send(file, keyOf(file), 'uploaded', [])}
            />
          </Suspense>
        }
        youtube={<p className="text-sm text-muted-foreground">{t('studio.youtubeHint')}</p>}
      />
      <Suspense fallback={null}>
        <UploadStatus
          phase={upload.phase}
          progress={upload.progress}
          error={upload.error}
          onCancel={upload.cancel}
        />
      </Suspense>
    </div>
  );
}
