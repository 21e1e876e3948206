import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cameraConstraints,
  classifyCameraError,
  pickRecordingMimeType,
} from '@takeoff/shared/promo-constants';

export type RecorderPhase =
  | 'idle'
  | 'starting'
  | 'ready'
  /** A 3-2-1 before recording (pitch, promo). */
  | 'countdown'
  /** Thinking time with the question on screen (video answers). */
  | 'thinking'
  | 'recording'
  | 'stopped'
  | 'error';

/** A take: it stays in this browser until the feature sends it. */
export interface Take {
  blob: Blob;
  url: string;
  mimeType: string;
  /** Whole seconds, as the timer showed them. */
  seconds: number;
  /** What the recorder recorded, from its start event to its stop event (ms). */
  durationMs: number;
}

/** Why the camera or the recording failed: each feature's catalogue has a text for every one. */
export type CameraProblem =
  'cameraDenied' | 'cameraInUse' | 'cameraFailed' | 'recorderFailed' | 'nothingRecorded';

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

const cameraProblemOf = (error: unknown): CameraProblem => {
  const kind = classifyCameraError(errorName(error));
  if (kind === 'denied') return 'cameraDenied';
  if (kind === 'in-use') return 'cameraInUse';
  return 'cameraFailed';
};

/** A recorder that cannot start: a camera that stopped (taken by another app) reads as "in use". */
const recorderProblemOf = (error: unknown, stream: MediaStream): CameraProblem => {
  if (stream.getTracks().some((track) => track.readyState === 'ended')) return 'cameraInUse';
  const kind = classifyCameraError(errorName(error));
  if (kind === 'denied') return 'cameraDenied';
  if (kind === 'in-use') return 'cameraInUse';
  return 'recorderFailed';
};

/** MediaRecorder writes WebM as a live stream with no Duration: players would show no length until the end. */
async function withDuration(blob: Blob, durationMs: number): Promise<Blob> {
  if (!/webm/i.test(blob.type)) return blob;
  try {
    // Loaded when a take ends, not with the page.
    const { default: fixWebmDuration } = await import('fix-webm-duration');
    return await fixWebmDuration(blob, durationMs, { logger: false });
  } catch {
    return blob;
  }
}

/**
 * One camera recorder for the pitch studio, the promo and video answers: camera and microphone check → a countdown
 * (3-2-1, or thinking time) → recording that stops by itself at the limit → a take to watch back or send.
 *
 * Time counts from the recorder's own start event, not from the call to start(): on a busy phone the recorder
 * starts late, and a stop before it started gives an empty file. Every failure ends in a `problem`, never a stall.
 */
export function useCameraRecorder(limit: number) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [countdown, setCountdown] = useState(0);
  const [elapsed, setElapsed] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<number | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const urlRef = useRef<string | null>(null);
  const mountedRef = useRef(true);
  const limitRef = useRef(limit);
  useEffect(() => {
    limitRef.current = limit;
  }, [limit]);
  /** When the recorder really started the current take (ms, performance clock): dictation times its lines from here. */
  const [startedAt, setStartedAt] = useState<number | null>(null);

  const clearTimer = () => {
    if (timerRef.current !== null) window.clearInterval(timerRef.current);
    timerRef.current = null;
  };

  const discardTake = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setTake(null);
  }, []);

  const stopTracks = () => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  };

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      clearTimer();
      if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
      stopTracks();
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    };
  }, []);

  const startCamera = useCallback(async () => {
    setProblem(null);
    setPhase('starting');
    stopTracks();
    try {
      const opened = await openCamera();
      if (!mountedRef.current) return opened.getTracks().forEach((track) => track.stop());
      streamRef.current = opened;
      setStream(opened);
      setPhase('ready');
    } catch (cause) {
      if (!mountedRef.current) return;
      setProblem(cameraProblemOf(cause));
      setPhase('error');
    }
  }, []);

  const closeCamera = useCallback(() => {
    clearTimer();
    stopTracks();
    setStream(null);
    setPhase((current) => (current === 'stopped' ? current : 'idle'));
  }, []);

  const stopRecording = useCallback(() => {
    clearTimer();
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  /** The recorder could not start or failed: the camera closes and the reason is shown; Try again opens it anew. */
  const fail = useCallback((cause: unknown, source: MediaStream) => {
    clearTimer();
    recorderRef.current = null;
    setProblem(recorderProblemOf(cause, source));
    stopTracks();
    setStream(null);
    setPhase('error');
  }, []);

  const recordNow = useCallback(() => {
    const source = streamRef.current;
    if (!source) return;
    clearTimer();
    discardTake();
    setProblem(null);
    const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = mimeType ? new MediaRecorder(source, { mimeType }) : new MediaRecorder(source);
    } catch (cause) {
      return fail(cause, source);
    }
    const chunks: Blob[] = [];
    let startedAt: number | null = null;
    let failed = false;
    setStartedAt(null);
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstart = () => {
      const now = performance.now();
      startedAt = now;
      setStartedAt(now);
      timerRef.current = window.setInterval(() => {
        const seconds = Math.floor((performance.now() - now) / 1000);
        setElapsed(Math.min(seconds, limitRef.current));
        if (seconds >= limitRef.current) stopRecording();
      }, 250);
    };
    recorder.onerror = (event) => {
      failed = true;
      fail((event as Event & { error?: unknown }).error, source);
    };
    recorder.onstop = () => {
      clearTimer();
      if (!mountedRef.current || failed) return;
      const durationMs = startedAt === null ? 0 : performance.now() - startedAt;
      const type = recorder.mimeType || mimeType || 'video/webm';
      const recorded = new Blob(chunks, { type });
      if (recorded.size === 0) {
        // Stopped before the recorder had anything: said in words, and the camera stays ready to record again.
        setProblem('nothingRecorded');
        setPhase(streamRef.current ? 'ready' : 'idle');
        return;
      }
      void withDuration(recorded, durationMs).then((blob) => {
        if (!mountedRef.current) return;
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        const seconds = Math.min(limitRef.current, Math.floor(durationMs / 1000));
        setTake({ blob, url, mimeType: type, seconds, durationMs });
        setPhase('stopped');
      });
    };
    try {
      recorder.start(1000);
    } catch (cause) {
      return fail(cause, source);
    }
    recorderRef.current = recorder;
    setElapsed(0);
    setPhase('recording');
  }, [discardTake, fail, stopRecording]);

  /** A countdown (3-2-1, or thinking time with the question on screen), then recording starts by itself. */
  const startAfter = useCallback(
    (seconds: number, kind: 'countdown' | 'thinking') => {
      clearTimer();
      discardTake();
      setProblem(null);
      if (seconds <= 0) return recordNow();
      const endsAt = performance.now() + seconds * 1000;
      setCountdown(seconds);
      setPhase(kind);
      timerRef.current = window.setInterval(() => {
        const left = Math.ceil((endsAt - performance.now()) / 1000);
        if (left > 0) return setCountdown(left);
        recordNow();
      }, 250);
    },
    [discardTake, recordNow],
  );

  /** Back to the camera, ready for another take; the take is dropped. */
  const reset = useCallback(() => {
    clearTimer();
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
    startedAt,
    startCamera,
    closeCamera,
    startAfter,
    recordNow,
    stopRecording,
    reset,
  };
}

export type CameraRecorder = ReturnType<typeof useCameraRecorder>;

/** 75 → '1:15' */
export const formatSeconds = (total: number) =>
  `${Math.floor(total / 60)}:${String(Math.floor(total % 60)).padStart(2, '0')}`;
