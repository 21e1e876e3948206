import { expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CandidateAnswerRequest } from '@takeoff/shared/video-answers';
import { changeLocale } from '@/lib/i18n';
import { useCameraRecorder } from '@/lib/use-camera-recorder';
import { installFakeCamera, removeFakeCamera } from '@/test/fake-camera';
import { renderComponent } from '@/test/render-component';
import { candidateQuestion, candidateRequest } from '../test/fixtures';
import { QuestionRunner } from './question-runner';

/** Question 1's video could not be processed; its take ended long ago. */
const failedRequest = (overrides: Partial<CandidateAnswerRequest> = {}) =>
  candidateRequest({
    questions: [
      candidateQuestion(0, {
        state: 'failed',
        text: 'Why us?',
        takeStartedAt: new Date(Date.now() - 600_000).toISOString(),
        thinkingEndsAt: new Date(Date.now() - 570_000).toISOString(),
        answerEndsAt: new Date(Date.now() - 480_000).toISOString(),
        submittedAt: new Date(Date.now() - 500_000).toISOString(),
        takes: 2,
        retakesLeft: 0,
      }),
      candidateQuestion(1),
      candidateQuestion(2),
    ],
    ...overrides,
  });

function Runner({ request, onRetake }: { request: CandidateAnswerRequest; onRetake: () => void }) {
  const recorder = useCameraRecorder(request.answerSeconds);
  return (
    <QuestionRunner
      request={request}
      index={0}
      offset={0}
      recorder={recorder}
      retaking={false}
      onRetake={onRetake}
    />
  );
}

test('a failed video is said in words and can be recorded again, even with no retakes left', async () => {
  const onRetake = vi.fn();
  const { user } = renderComponent(
    <Runner request={failedRequest({ allowUpload: false })} onRetake={onRetake} />,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your video for this question could not be processed, so it does not count as an answer. You can answer it again until the deadline; this does not use up a retake.',
  );
  // Not an answer: neither "Answer sent." nor the retakes count.
  expect(screen.queryByText('Answer sent.')).toBeNull();
  expect(screen.queryByTestId('retakes-left')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Record again' }));
  expect(onRetake).toHaveBeenCalledOnce();
});

test('with upload allowed, the failed question offers to record or upload again', async () => {
  renderComponent(<Runner request={failedRequest()} onRetake={() => {}} />);
  expect(await screen.findByRole('button', { name: 'Record or upload again' })).toBeEnabled();
});

test('past the deadline the failure is said, with no way to answer again', async () => {
  renderComponent(
    <Runner
      request={failedRequest({ deadlineAt: new Date(Date.now() - 60_000).toISOString() })}
      onRetake={() => {}}
    />,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your video for this question could not be processed, so it does not count as an answer.',
  );
  expect(screen.getByRole('alert')).not.toHaveTextContent('answer it again');
  expect(screen.queryByRole('button', { name: /again/ })).toBeNull();
});

test('an answered question past the deadline offers no retake (the server would refuse it)', async () => {
  const request = failedRequest({ deadlineAt: new Date(Date.now() - 60_000).toISOString() });
  request.questions[0] = { ...request.questions[0]!, state: 'answered', retakesLeft: 1 };
  renderComponent(<Runner request={request} onRetake={() => {}} />);
  expect(await screen.findByText('Answer sent.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retake' })).toBeNull();
});

test('in Greek the failure and the way to answer again read in Greek', async () => {
  await changeLocale('el');
  renderComponent(<Runner request={failedRequest({ allowUpload: false })} onRetake={() => {}} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Δεν ήταν δυνατή η επεξεργασία του βίντεό σας για αυτή την ερώτηση, οπότε δεν μετράει ως απάντηση.',
  );
  expect(screen.getByRole('button', { name: 'Νέα εγγραφή' })).toBeInTheDocument();
});

test('choosing a file to upload stops the thinking countdown: the camera does not start recording over it', async () => {
  installFakeCamera();
  try {
    const request = candidateRequest({
      allowUpload: true,
      questions: [
        candidateQuestion(0, {
          state: 'started',
          text: 'Why us?',
          takeStartedAt: new Date().toISOString(),
          thinkingEndsAt: new Date(Date.now() + 5_000).toISOString(),
          answerEndsAt: new Date(Date.now() + 95_000).toISOString(),
          takes: 1,
        }),
        candidateQuestion(1),
        candidateQuestion(2),
      ],
    });
    renderComponent(<Runner request={request} onRetake={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check camera and microphone' }));
    expect(await screen.findByTestId('thinking-countdown')).toBeInTheDocument();
    // A phone's file picker takes its time; the file arrives before the countdown ends.
    fireEvent.change(screen.getByLabelText('Answer video file'), {
      target: { files: [new File(['video'], 'answer.mp4', { type: 'video/mp4' })] },
    });
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(screen.queryByTestId('thinking-countdown')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Stop recording' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send this file' })).toBeEnabled();
  } finally {
    removeFakeCamera();
  }
});
