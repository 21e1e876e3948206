import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DetailedError, Upload } from 'tus-js-client';
import {
  PITCH_VIDEO_ERRORS,
  PITCH_VIDEO_ID_HEADER,
  PITCH_VIDEO_UPLOAD_PATH,
  type PitchStudioState,
  type PitchVideoSource,
} from '@takeoff/shared/pitch-videos';
import { apiGet } from '@/lib/api-client';
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_RETRY_DELAYS,
  uploadError,
  type UploadPhase,
} from '@/lib/tus-upload';
import { pitchStudioKey } from './get-pitch-studio';

/** A take the server already kept (409 PITCH_VIDEO_ALREADY_UPLOADED): its video's id, else null. */
function alreadyKept(error: Error): number | null {
  const response = (error as Partial<DetailedError>).originalResponse;
  if (response?.getStatus() !== 409) return null;
  try {
    const body = JSON.parse(response.getBody()) as { code?: unknown; videoId?: unknown };
    return body.code === PITCH_VIDEO_ERRORS.alreadyUploaded && typeof body.videoId === 'number'
      ? body.videoId
      : null;
  } catch {
    return null;
  }
}

/** tus-js-client's own rule (its default is not exported): no 4xx but 409 and 423, and only while online. */
function retryable(error: DetailedError) {
  const status = error.originalResponse?.getStatus() ?? 0;
  const refused = status >= 400 && status < 500 && status !== 409 && status !== 423;
  return !refused && (typeof navigator === 'undefined' || navigator.onLine !== false);
}

/** A random id for one take or chosen file (PITCH_VIDEO_UPLOAD_KEY): the server keeps one video per id. */
export const newUploadKey = () => crypto.randomUUID().replaceAll('-', '');

/** The video the upload created: the last response's header, else the newest pending video of /mine. */
async function createdVideoId(header: string | undefined): Promise<number | null> {
  const id = Number(header);
  if (Number.isInteger(id) && id > 0) return id;
  const state = await apiGet<PitchStudioState>('/api/pitch-videos/mine');
  return state.pending?.id ?? null;
}

/**
 * Sends a pitch video with tus: progress, cancel (the server deletes the partial upload), and a resume of an
 * interrupted upload of the same file (tus-js-client remembers its URL in localStorage by the file's fingerprint).
 */
export function usePitchVideoUpload() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  const [videoId, setVideoId] = useState<number | null>(null);
  const uploadRef = useRef<Upload | null>(null);
  const settleRef = useRef<((id: number | null) => void) | null>(null);

  useEffect(() => () => void uploadRef.current?.abort(false), []);

  const start = useCallback(
    (file: File, source: PitchVideoSource, take: string = newUploadKey()) =>
      new Promise<number | null>((resolve) => {
        settleRef.current = resolve;
        setPhase('uploading');
        setProgress(0);
        setError(null);
        setVideoId(null);
        let lastHeader: string | undefined;
        const finish = (created: Promise<number | null>) =>
          void created
            .catch(() => null)
            .then((id) => {
              setVideoId(id);
              setProgress(100);
              setPhase('done');
              void queryClient.invalidateQueries({ queryKey: pitchStudioKey });
              resolve(id);
            });
        // tus-js-client (about 20 KB) loads when a video is sent, not with the page.
        void import('tus-js-client').then(
          ({ Upload }) => {
            if (settleRef.current !== resolve) return;
            const upload = new Upload(file, {
              endpoint: PITCH_VIDEO_UPLOAD_PATH,
              retryDelays: UPLOAD_RETRY_DELAYS,
              chunkSize: UPLOAD_CHUNK_BYTES,
              storeFingerprintForResuming: true,
              removeFingerprintOnSuccess: true,
              metadata: { source, filetype: file.type, filename: file.name, take },
              onAfterResponse: (_request, response) => {
                lastHeader = response.getHeader(PITCH_VIDEO_ID_HEADER) ?? lastHeader;
              },
              onProgress: (sent, total) =>
                setProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
              // tus retries a 409 (an offset conflict); a take already kept is an answer, not a conflict.
              onShouldRetry: (cause) => alreadyKept(cause) === null && retryable(cause),
              onError: (cause) => {
                uploadRef.current = null;
                // This take is on the server already (sent before): that video is the answer.
                const kept = alreadyKept(cause);
                if (kept !== null) return finish(Promise.resolve(kept));
                setError(uploadError(cause));
                setPhase('failed');
                resolve(null);
              },
              onSuccess: () => {
                uploadRef.current = null;
                finish(createdVideoId(lastHeader));
              },
            });
            uploadRef.current = upload;
            void upload
              .findPreviousUploads()
              .catch(() => [])
              .then((previous) => {
                if (uploadRef.current !== upload) return;
                if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
                upload.start();
              });
          },
          (cause: unknown) => {
            setError(cause instanceof Error ? cause : new Error(String(cause)));
            setPhase('failed');
            resolve(null);
          },
        );
      }),
    [queryClient],
  );

  const cancel = useCallback(() => {
    const upload = uploadRef.current;
    uploadRef.current = null;
    // true: the server is told to delete what it received, so nothing of a cancelled upload is kept.
    void upload?.abort(true).catch(() => undefined);
    settleRef.current?.(null);
    settleRef.current = null;
    setPhase('idle');
    setProgress(0);
  }, []);

  const reset = useCallback(() => {
    setPhase('idle');
    setProgress(0);
    setError(null);
  }, []);

  return { phase, progress, error, videoId, start, cancel, reset };
}
