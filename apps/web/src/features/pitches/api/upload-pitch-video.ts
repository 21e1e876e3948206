import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Upload } from 'tus-js-client';
import {
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
    (file: File, source: PitchVideoSource) =>
      new Promise<number | null>((resolve) => {
        settleRef.current = resolve;
        setPhase('uploading');
        setProgress(0);
        setError(null);
        setVideoId(null);
        let lastHeader: string | undefined;
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
              metadata: { source, filetype: file.type, filename: file.name },
              onAfterResponse: (_request, response) => {
                lastHeader = response.getHeader(PITCH_VIDEO_ID_HEADER) ?? lastHeader;
              },
              onProgress: (sent, total) =>
                setProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
              onError: (cause) => {
                uploadRef.current = null;
                setError(uploadError(cause));
                setPhase('failed');
                resolve(null);
              },
              onSuccess: () => {
                uploadRef.current = null;
                void createdVideoId(lastHeader)
                  .catch(() => null)
                  .then((id) => {
                    setVideoId(id);
                    setProgress(100);
                    setPhase('done');
                    void queryClient.invalidateQueries({ queryKey: pitchStudioKey });
                    resolve(id);
                  });
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
