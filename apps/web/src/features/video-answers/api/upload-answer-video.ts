import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Upload } from 'tus-js-client';
import type { PitchVideoSource } from '@takeoff/shared/pitch-videos';
import { VIDEO_ANSWER_UPLOAD_PATH } from '@takeoff/shared/video-answer-constants';
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_RETRY_DELAYS,
  uploadError,
  type UploadPhase,
} from '@/lib/tus-upload';
import { answerRequestKey } from './get-answer-request';

type AnswerUpload = { requestId: number; question: number; source: PitchVideoSource; file: Blob };

/**
 * Sends one answer with tus as soon as it is recorded: progress, and a resume after a dropped connection (the
 * retry delays, and tus-js-client's stored URL for the same file). The server checks the question's clock.
 */
export function useAnswerVideoUpload() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  const uploadRef = useRef<Upload | null>(null);

  useEffect(() => () => void uploadRef.current?.abort(false), []);

  const start = useCallback(
    ({ requestId, question, source, file }: AnswerUpload) =>
      new Promise<boolean>((resolve) => {
        setPhase('uploading');
        setProgress(0);
        setError(null);
        const fail = (cause: Error) => {
          uploadRef.current = null;
          setError(cause);
          setPhase('failed');
          resolve(false);
        };
        // tus-js-client (about 20 KB) loads when an answer is sent, not with the page.
        void import('tus-js-client').then(({ Upload }) => {
          const upload = new Upload(file, {
            endpoint: VIDEO_ANSWER_UPLOAD_PATH,
            retryDelays: UPLOAD_RETRY_DELAYS,
            chunkSize: UPLOAD_CHUNK_BYTES,
            storeFingerprintForResuming: true,
            removeFingerprintOnSuccess: true,
            metadata: {
              requestId: String(requestId),
              question: String(question),
              source,
              filetype: file.type,
            },
            onProgress: (sent, total) =>
              setProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
            onError: (cause) => fail(uploadError(cause)),
            onSuccess: () => {
              uploadRef.current = null;
              setProgress(100);
              setPhase('done');
              void queryClient
                .invalidateQueries({ queryKey: answerRequestKey(requestId) })
                .then(() => resolve(true));
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
        }, fail);
      }),
    [queryClient],
  );

  const reset = useCallback(() => {
    setPhase('idle');
    setProgress(0);
    setError(null);
  }, []);

  return { phase, progress, error, start, reset };
}
