import { useCallback, useEffect, useRef, useState } from 'react';
import {
  RECORDING,
  cameraConstraints,
  classifyCameraError,
  pickRecordingMimeType,
} from '@takeoff/shared/promo-constants';
import { withWebmDuration } from './webm-duration';

export type RecorderPhase =
  'idle' | 'starting' | 'ready' | 'countdown' | 'recording' | 'stopped' | 'error';

export interface Recording {
  blob: Blob;
  url: string;
  mimeType: string;
  /** Whole seconds: from the file's own timestamps when it is WebM, else from the recorder's clock. */
  seconds: number;
}

/** Why the camera did not start: a key of the promos catalogue's `messages`. */
export type CameraProblem = 'cameraFailed' | 'cameraDenied';

const errorName = (error: unknown) =>
  error instanceof DOMException || error instanceof Error ? error.name : '';

/** Opens the camera with the seeds' constraints; a camera in use gets one retry with plain constraints. */
async function openCamera(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia(cameraConstraints(navigator.userAgent));
  } catch (error) {
    if (classifyCameraError(errorName(error)) !== 'in-use') throw error;
    return navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  }
}

/**
 * The Record tab's state machine: camera → 3-2-1 countdown → recording with a timer that stops by
 * itself at the chosen limit → a preview blob, kept until "Record Again" or unmount.
 */
export function usePromoRecorder() {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [error, setError] = useState<CameraProblem | null>(null);
  const [countdown, setCountdown] = useState<number>(RECORDING.countdownSeconds);
  const [elapsed, setElapsed] = useState(0);
  const [limit, setLimit] = useState<number>(RECORDING.defaultSeconds);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<number | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const urlRef = useRef<string | null>(null);
  const mountedRef = useRef(true);

  const clearTimer = () => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
  };

  const discardRecording = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setRecording(null);
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      clearTimer();
      if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
      streamRef.current?.getTracks().forEach((track) => track.stop());
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    };
  }, []);

  const startCamera = useCallback(async () => {
    setError(null);
    setPhase('starting');
    try {
      const opened = await openCamera();
      streamRef.current = opened;
      setStream(opened);
      setPhase('ready');
    } catch (cause) {
      const kind = classifyCameraError(errorName(cause));
      setError(kind === 'other' ? 'cameraFailed' : 'cameraDenied');
      setPhase('error');
    }
  }, []);

  const stopRecording = useCallback(() => {
    clearTimer();
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  const beginRecording = useCallback(() => {
    const source = streamRef.current;
    if (!source) return;
    const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = mimeType ? new MediaRecorder(source, { mimeType }) : new MediaRecorder(source);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const type = recorder.mimeType || mimeType || 'video/webm';
      const clockSeconds = (Date.now() - startedAt) / 1000;
      const recorded = new Blob(chunks, { type });
      // The preview and the uploaded file both get the WebM with its Duration, so every player shows the length.
      void withWebmDuration(recorded)
        .catch(() => ({ blob: recorded, seconds: null }))
        .then(({ blob, seconds }) => {
          if (!mountedRef.current) return;
          const url = URL.createObjectURL(blob);
          urlRef.current = url;
          setRecording({ blob, url, mimeType: type, seconds: Math.round(seconds ?? clockSeconds) });
          setPhase('stopped');
        });
    };
    recorderRef.current = recorder;
    recorder.start(1000);
    setElapsed(0);
    setPhase('recording');
    timerRef.current = window.setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt) / 1000);
      setElapsed(seconds);
      if (seconds >= limit) stopRecording();
    }, 250);
  }, [limit, stopRecording]);

  const startRecording = useCallback(() => {
    discardRecording();
    let left: number = RECORDING.countdownSeconds;
    setCountdown(left);
    setPhase('countdown');
    timerRef.current = window.setInterval(() => {
      left -= 1;
      if (left > 0) return setCountdown(left);
      clearTimer();
      beginRecording();
    }, 1000);
  }, [beginRecording, discardRecording]);

  const recordAgain = useCallback(() => {
    discardRecording();
    setElapsed(0);
    setPhase(streamRef.current ? 'ready' : 'idle');
  }, [discardRecording]);

  return {
    phase,
    error,
    countdown,
    elapsed,
    limit,
    setLimit,
    recording,
    stream,
    startCamera,
    startRecording,
    stopRecording,
    recordAgain,
  };
}

/** 75 → '1:15' */
export const formatSeconds = (total: number) =>
  `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
