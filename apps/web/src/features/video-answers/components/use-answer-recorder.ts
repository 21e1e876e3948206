import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cameraConstraints,
  classifyCameraError,
  pickRecordingMimeType,
} from '@takeoff/shared/promo-constants';

export type AnswerRecorderPhase =
  'idle' | 'starting' | 'ready' | 'thinking' | 'recording' | 'stopped' | 'error';

/** A recorded answer, kept in this browser until it is sent. */
export interface AnswerTake {
  blob: Blob;
  url: string;
  mimeType: string;
  seconds: number;
}

/** Why the camera did not start: a key of the catalogue's `recorder.problems`. */
export type CameraProblem = 'cameraDenied' | 'cameraInUse' | 'cameraFailed';

const errorName = (error: unknown) =>
  error instanceof DOMException || error instanceof Error ? error.name : '';

/** The seeds' constraints; a camera in use gets one retry with plain constraints before it is reported. */
async function openCamera(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia(cameraConstraints(navigator.userAgent));
  } catch (error) {
    if (classifyCameraError(errorName(error)) !== 'in-use') throw error;
    return navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  }
}

const problemOf = (error: unknown): CameraProblem => {
  const kind = classifyCameraError(errorName(error));
  if (kind === 'denied') return 'cameraDenied';
  if (kind === 'in-use') return 'cameraInUse';
  return 'cameraFailed';
};

/**
 * One question's camera: check → thinking time counting down (recording starts by itself at zero, or earlier by
 * choice) → recording that stops by itself at the answer limit → a take to send. The server times the same window.
 */
export function useAnswerRecorder(limitSeconds: number) {
  const [phase, setPhase] = useState<AnswerRecorderPhase>('idle');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [thinkingLeft, setThinkingLeft] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [take, setTake] = useState<AnswerTake | null>(null);
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

  const discardTake = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setTake(null);
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
    setProblem(null);
    setPhase('starting');
    try {
      const opened = await openCamera();
      if (!mountedRef.current) return opened.getTracks().forEach((track) => track.stop());
      streamRef.current = opened;
      setStream(opened);
      setPhase('ready');
    } catch (cause) {
      setProblem(problemOf(cause));
      setPhase('error');
    }
  }, []);

  const closeCamera = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStream(null);
    setPhase('idle');
  }, []);

  const stopRecording = useCallback(() => {
    clearTimer();
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  const recordNow = useCallback(() => {
    const source = streamRef.current;
    if (!source) return;
    clearTimer();
    discardTake();
    const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = mimeType ? new MediaRecorder(source, { mimeType }) : new MediaRecorder(source);
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      if (!mountedRef.current) return;
      const type = recorder.mimeType || mimeType || 'video/webm';
      const blob = new Blob(chunks, { type });
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      const seconds = Math.min(limitSeconds, Math.floor((performance.now() - startedAt) / 1000));
      setTake({ blob, url, mimeType: type, seconds });
      setPhase('stopped');
    };
    recorderRef.current = recorder;
    recorder.start(1000);
    setElapsed(0);
    setPhase('recording');
    timerRef.current = window.setInterval(() => {
      const seconds = Math.floor((performance.now() - startedAt) / 1000);
      setElapsed(Math.min(seconds, limitSeconds));
      if (seconds >= limitSeconds) stopRecording();
    }, 250);
  }, [discardTake, limitSeconds, stopRecording]);

  /** Thinking time: the question is on screen; at zero the recording starts by itself. */
  const think = useCallback(
    (seconds: number) => {
      discardTake();
      clearTimer();
      if (seconds <= 0) return recordNow();
      const endsAt = performance.now() + seconds * 1000;
      setThinkingLeft(seconds);
      setPhase('thinking');
      timerRef.current = window.setInterval(() => {
        const left = Math.ceil((endsAt - performance.now()) / 1000);
        if (left > 0) return setThinkingLeft(left);
        recordNow();
      }, 250);
    },
    [discardTake, recordNow],
  );

  /** Back to the camera, ready for the next question (or a retake); the take is dropped. */
  const reset = useCallback(() => {
    clearTimer();
    discardTake();
    setElapsed(0);
    setPhase(streamRef.current ? 'ready' : 'idle');
  }, [discardTake]);

  return {
    phase,
    problem,
    thinkingLeft,
    elapsed,
    take,
    stream,
    startCamera,
    closeCamera,
    think,
    recordNow,
    stopRecording,
    reset,
  };
}

/** 75 → '1:15' */
export const clock = (total: number) =>
  `${Math.floor(total / 60)}:${String(Math.floor(total % 60)).padStart(2, '0')}`;
