import { useCallback, useEffect, useRef, useState } from 'react';
import {
  RECORDING,
  cameraConstraints,
  classifyCameraError,
  pickRecordingMimeType,
} from '@takeoff/shared/promo-constants';
import { PITCH_VIDEO_MAX_SECONDS } from '@takeoff/shared/pitch-videos';

export type RecorderPhase =
  'idle' | 'starting' | 'ready' | 'countdown' | 'recording' | 'stopped' | 'error';

/** A practice take: it stays in this browser until the candidate chooses to use it. */
export interface Take {
  blob: Blob;
  url: string;
  mimeType: string;
  seconds: number;
}

/** Why the camera did not start: a key of the pitches catalogue's `studio.record.problems`. */
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
 * The Record option's state machine: camera and microphone check → 3-2-1 → recording with a timer that stops
 * by itself at the pitch limit → a take to watch back, replaced by the next one as often as wanted.
 */
export function usePitchRecorder(limit: number = PITCH_VIDEO_MAX_SECONDS) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [countdown, setCountdown] = useState<number>(RECORDING.countdownSeconds);
  const [elapsed, setElapsed] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<number | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const urlRef = useRef<string | null>(null);
  const mountedRef = useRef(true);
  /** When the current take started (ms, performance clock): dictation times its lines from here. */
  const startedAtRef = useRef(0);

  const clearTimer = () => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
  };

  const discardTake = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setTake(null);
  }, []);

  const closeCamera = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStream(null);
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
    const startedAt = performance.now();
    startedAtRef.current = startedAt;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      if (!mountedRef.current) return;
      const type = recorder.mimeType || mimeType || 'video/webm';
      const blob = new Blob(chunks, { type });
      const url = URL.createObjectURL(blob);
      urlRef.current = url;
      // Whole seconds as the timer showed them (the player shows whole seconds the same way).
      const seconds = Math.min(limit, Math.floor((performance.now() - startedAt) / 1000));
      setTake({ blob, url, mimeType: type, seconds });
      setPhase('stopped');
    };
    recorderRef.current = recorder;
    recorder.start(1000);
    setElapsed(0);
    setPhase('recording');
    timerRef.current = window.setInterval(() => {
      const seconds = Math.floor((performance.now() - startedAt) / 1000);
      setElapsed(Math.min(seconds, limit));
      if (seconds >= limit) stopRecording();
    }, 250);
  }, [limit, stopRecording]);

  const startRecording = useCallback(() => {
    discardTake();
    let left: number = RECORDING.countdownSeconds;
    setCountdown(left);
    setPhase('countdown');
    timerRef.current = window.setInterval(() => {
      left -= 1;
      if (left > 0) return setCountdown(left);
      clearTimer();
      beginRecording();
    }, 1000);
  }, [beginRecording, discardTake]);

  const recordAgain = useCallback(() => {
    discardTake();
    setElapsed(0);
    setPhase(streamRef.current ? 'ready' : 'idle');
  }, [discardTake]);

  return {
    phase,
    problem,
    countdown,
    elapsed,
    limit,
    take,
    stream,
    startedAtRef,
    startCamera,
    closeCamera,
    startRecording,
    stopRecording,
    recordAgain,
  };
}

/** 75 → '1:15' */
export const formatSeconds = (total: number) =>
  `${Math.floor(total / 60)}:${String(Math.floor(total % 60)).padStart(2, '0')}`;
