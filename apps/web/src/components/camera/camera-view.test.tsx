import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useCameraRecorder } from '@/lib/use-camera-recorder';
import { FakeRecorder, installFakeCamera, removeFakeCamera } from '@/test/fake-camera';
import { CameraView, type CameraTexts } from './camera-view';

const texts: CameraTexts = {
  cameraLabel: 'Camera preview',
  takeLabel: 'Your take',
  starting: 'Starting camera…',
  hint: 'Check your camera first.',
  check: 'Check camera and microphone',
  tryAgain: 'Try again',
  recording: 'Recording',
  meter: { microphone: 'Microphone', level: 'Microphone level', none: 'No microphone was found.' },
  thinkingLeft: (seconds) => `Recording starts in ${seconds} s`,
  problem: (problem) => `problem:${problem}`,
};

let camera: ReturnType<typeof installFakeCamera>;
beforeEach(() => {
  camera = installFakeCamera();
});
afterEach(removeFakeCamera);

function Harness({ limit = 30 }: { limit?: number }) {
  const recorder = useCameraRecorder(limit);
  return (
    <>
      <CameraView recorder={recorder} texts={texts} />
      <button type="button" onClick={() => recorder.startAfter(3, 'thinking')}>
        think
      </button>
      <button type="button" onClick={recorder.recordNow}>
        now
      </button>
      <button type="button" onClick={recorder.stopRecording}>
        stop
      </button>
      <output data-testid="phase">{recorder.phase}</output>
    </>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

async function openCamera() {
  fireEvent.click(screen.getByRole('button', { name: 'Check camera and microphone' }));
  await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('ready'));
}

test('thinking counts down, then recording starts; the timer counts from the recorder’s own start', async () => {
  render(<Harness />);
  await openCamera();
  expect(screen.getByText('No microphone was found.')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'think' }));
  expect(screen.getByTestId('thinking-countdown')).toHaveTextContent('Recording starts in 3 s');
  advance(1000);
  expect(screen.getByTestId('thinking-countdown')).toHaveTextContent('Recording starts in 2 s');
  advance(2000);
  expect(screen.getByTestId('phase')).toHaveTextContent('recording');

  // The recorder has not started yet (a busy phone): no time is counted.
  advance(3000);
  expect(screen.getByTestId('recording-timer')).toHaveTextContent('0:00 / 0:30');
  act(() => FakeRecorder.last!.began());
  advance(2000);
  expect(screen.getByTestId('recording-timer')).toHaveTextContent('0:02 / 0:30');

  fireEvent.click(screen.getByRole('button', { name: 'stop' }));
  expect(await screen.findByLabelText('Your take')).toHaveAttribute('src', 'blob:take');
  expect(screen.getByTestId('phase')).toHaveTextContent('stopped');
});

test('a recording stops by itself at the limit', async () => {
  render(<Harness limit={5} />);
  await openCamera();
  fireEvent.click(screen.getByRole('button', { name: 'now' }));
  act(() => FakeRecorder.last!.began());
  advance(5000);
  expect(await screen.findByLabelText('Your take')).toBeInTheDocument();
});

test('a stop before the recorder started sends nothing and says so; the camera stays ready', async () => {
  render(<Harness />);
  await openCamera();
  fireEvent.click(screen.getByRole('button', { name: 'now' }));
  fireEvent.click(screen.getByRole('button', { name: 'stop' }));
  expect(screen.getByRole('alert')).toHaveTextContent('problem:nothingRecorded');
  expect(screen.getByTestId('phase')).toHaveTextContent('ready');
  expect(screen.queryByLabelText('Your take')).toBeNull();
});

test.each([
  ['creating', 'failOnCreate'],
  ['starting', 'failOnStart'],
] as const)(
  'a recorder that fails on %s is said in words at the end of thinking time, never a frozen countdown',
  async (_when, failure) => {
    FakeRecorder[failure] = new DOMException('no', 'NotSupportedError');
    render(<Harness />);
    await openCamera();
    fireEvent.click(screen.getByRole('button', { name: 'think' }));
    advance(3000);
    expect(screen.getByRole('alert')).toHaveTextContent('problem:recorderFailed');
    expect(screen.queryByTestId('thinking-countdown')).toBeNull();
    expect(screen.getByTestId('phase')).toHaveTextContent('error');
    // The camera was closed with it; Try again opens it anew.
    expect(camera.track.stop).toHaveBeenCalled();
    FakeRecorder[failure] = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent('ready'));
    expect(screen.queryByRole('alert')).toBeNull();
  },
);

test('a camera taken by another app while recording reads as in use', async () => {
  FakeRecorder.failOnStart = new DOMException('gone', 'InvalidStateError');
  render(<Harness />);
  await openCamera();
  camera.track.readyState = 'ended';
  fireEvent.click(screen.getByRole('button', { name: 'now' }));
  expect(screen.getByRole('alert')).toHaveTextContent('problem:cameraInUse');
});

test.each([
  ['NotAllowedError', 'cameraDenied'],
  ['NotReadableError', 'cameraInUse'],
  ['AbortError', 'cameraFailed'],
])('a camera refused with %s shows %s and offers to try again', async (name, problem) => {
  camera.getUserMedia.mockRejectedValue(new DOMException('no', name));
  render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'Check camera and microphone' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`problem:${problem}`);
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
