import { vi } from 'vitest';

/** A stand-in for the browser's MediaRecorder that a test drives: its start event, its data, its failures. */
export class FakeRecorder {
  static failOnCreate: Error | null = null;
  static failOnStart: Error | null = null;
  static last: FakeRecorder | null = null;
  static isTypeSupported = (type: string) => type === 'video/webm;codecs=vp8';
  state: 'inactive' | 'recording' = 'inactive';
  started = false;
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstart: (() => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(_stream: unknown, options?: { mimeType?: string }) {
    if (FakeRecorder.failOnCreate) throw FakeRecorder.failOnCreate;
    this.mimeType = options?.mimeType ?? 'video/webm';
    FakeRecorder.last = this;
  }

  start() {
    if (FakeRecorder.failOnStart) throw FakeRecorder.failOnStart;
    this.state = 'recording';
  }

  /** The browser's start event: the recorder really records from here. */
  began() {
    this.started = true;
    this.onstart?.();
  }

  stop() {
    this.state = 'inactive';
    // A recorder stopped before it started has nothing to give.
    this.ondataavailable?.({
      data: new Blob(this.started ? ['frames'] : [], { type: this.mimeType }),
    });
    this.onstop?.();
  }
}

/**
 * A camera with one track (no microphone) behind getUserMedia, the fake recorder, object URLs, and fake intervals
 * and performance clock (the recorder's timers); Date and timeouts stay real for Testing Library. Undo with
 * `removeFakeCamera`.
 */
export function installFakeCamera() {
  FakeRecorder.failOnCreate = null;
  FakeRecorder.failOnStart = null;
  FakeRecorder.last = null;
  const track = { stop: vi.fn(), readyState: 'live' as MediaStreamTrackState };
  const stream = { getTracks: () => [track], getAudioTracks: () => [] } as unknown as MediaStream;
  const getUserMedia = vi
    .fn<(constraints: unknown) => Promise<MediaStream>>()
    .mockResolvedValue(stream);
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  URL.createObjectURL = vi.fn(() => 'blob:take');
  URL.revokeObjectURL = vi.fn();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
  return { track, stream, getUserMedia };
}

export function removeFakeCamera() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
