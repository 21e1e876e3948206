import { expect, test, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import type {
  CandidateAnswerQuestion,
  CandidateAnswerRequest,
} from '@takeoff/shared/video-answers';
import { changeLocale } from '@/lib/i18n';
import { apiServer } from '@/test/api-server';
import { FakeRecorder, installFakeCamera, removeFakeCamera } from '@/test/fake-camera';
import { renderComponent } from '@/test/render-component';
import { candidateQuestion, candidateRequest } from '../test/fixtures';
import { AnswerSessionPage } from './answer-session-page';

const renderPage = () =>
  renderComponent(
    <MemoryRouter>
      <AnswerSessionPage requestId={11} />
    </MemoryRouter>,
  );

test('the intro says how many questions, the limits, retakes and deadline; no question text before it is started', async () => {
  apiServer.use(
    http.get('/api/video-answer-requests/11', () => HttpResponse.json(candidateRequest())),
  );
  renderPage();
  const intro = await screen.findByTestId('answers-intro');
  expect(within(intro).getByText('3 questions')).toBeInTheDocument();
  expect(within(intro).getByText('30 s to think before recording starts')).toBeInTheDocument();
  expect(within(intro).getByText('Answers up to 1:30')).toBeInTheDocument();
  expect(within(intro).getByText('1 retake per question')).toBeInTheDocument();
  expect(within(intro).getByText(/^Answer by /)).toBeInTheDocument();
  expect(
    within(intro).getByText('You may upload a video file instead of recording'),
  ).toBeInTheDocument();
  expect(screen.queryByTestId('question-text')).toBeNull();
  expect(screen.getByRole('button', { name: 'Check camera and microphone' })).toBeInTheDocument();
});

test('starting a question asks the server, which reveals its text; the other questions stay hidden', async () => {
  let started: string | null = null;
  apiServer.use(
    http.get('/api/video-answer-requests/11', () => HttpResponse.json(candidateRequest())),
    http.post('/api/video-answer-requests/11/questions/:index/start', ({ params }) => {
      started = String(params.index);
      return HttpResponse.json(
        candidateQuestion(Number(params.index), {
          state: 'started',
          text: 'Why do you want to work with us?',
          revealedAt: new Date().toISOString(),
          takeStartedAt: new Date().toISOString(),
          thinkingEndsAt: new Date(Date.now() + 30_000).toISOString(),
          answerEndsAt: new Date(Date.now() + 120_000).toISOString(),
          uploadBy: new Date(Date.now() + 180_000).toISOString(),
          takes: 1,
        }),
      );
    }),
  );
  const { user } = renderPage();
  // Uploading is allowed here, so a question may start without the camera (jsdom has none).
  await user.click(await screen.findByRole('button', { name: 'Start question 2' }));
  expect(await screen.findByTestId('question-text')).toHaveTextContent(
    'Why do you want to work with us?',
  );
  expect(started).toBe('1');
  expect(screen.getAllByTestId('question-text')).toHaveLength(1);
  // While a take runs, no other question can be started.
  expect(screen.getByRole('button', { name: 'Start question 1' })).toBeDisabled();
  expect(screen.getByLabelText('Answer video file')).toBeInTheDocument();
});

test('a recorder that cannot start when thinking time ends says so; the take can still be recorded', async () => {
  const { track } = installFakeCamera();
  try {
    apiServer.use(
      http.get('/api/video-answer-requests/11', () =>
        HttpResponse.json(candidateRequest({ allowUpload: false })),
      ),
      http.post('/api/video-answer-requests/11/questions/0/start', () =>
        HttpResponse.json(
          candidateQuestion(0, {
            state: 'started',
            text: 'Why do you want to work with us?',
            revealedAt: new Date().toISOString(),
            takeStartedAt: new Date().toISOString(),
            thinkingEndsAt: new Date(Date.now() + 2_000).toISOString(),
            answerEndsAt: new Date(Date.now() + 92_000).toISOString(),
            uploadBy: new Date(Date.now() + 180_000).toISOString(),
            takes: 1,
          }),
        ),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Check camera and microphone' }));
    expect(await screen.findByText('Camera and microphone ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start question 1' }));
    expect(await screen.findByTestId('thinking-countdown')).toHaveTextContent(
      'Recording starts in 2 s',
    );

    FakeRecorder.failOnStart = new DOMException('no', 'NotSupportedError');
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Recording could not start. Please try again.',
    );
    expect(screen.queryByTestId('thinking-countdown')).toBeNull();
    expect(track.stop).toHaveBeenCalled();

    // The take's window is still open on the server: the camera opens again and the recording starts by choice.
    FakeRecorder.failOnStart = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Start recording now' }));
    act(() => FakeRecorder.last!.began());
    expect(screen.getByTestId('recording-timer')).toHaveTextContent('0:00 / 1:30');
    expect(screen.queryByRole('alert')).toBeNull();
  } finally {
    removeFakeCamera();
  }
});

test('without upload allowed, a question starts only after the camera check', async () => {
  apiServer.use(
    http.get('/api/video-answer-requests/11', () =>
      HttpResponse.json(candidateRequest({ allowUpload: false })),
    ),
  );
  renderPage();
  expect(await screen.findByRole('button', { name: 'Start question 1' })).toBeDisabled();
});

test('coming back: answered questions show as answered, only the unanswered one can be started', async () => {
  const answered = (index: number, retakesLeft: number) =>
    candidateQuestion(index, {
      state: 'answered',
      text: `Question ${index}`,
      takeStartedAt: new Date(Date.now() - 60_000).toISOString(),
      thinkingEndsAt: new Date(Date.now() - 30_000).toISOString(),
      answerEndsAt: new Date(Date.now() + 60_000).toISOString(),
      submittedAt: new Date(Date.now() - 10_000).toISOString(),
      takes: 2 - retakesLeft,
      retakesLeft,
    });
  apiServer.use(
    http.get('/api/video-answer-requests/11', () =>
      HttpResponse.json(
        candidateRequest({
          questions: [answered(0, 1), answered(1, 0), candidateQuestion(2)],
          summary: {
            status: 'in_progress',
            answered: 2,
            total: 3,
            deadlineAt: candidateRequest().deadlineAt,
          },
        }),
      ),
    ),
  );
  renderPage();
  expect(await screen.findByText('Answered 2 of 3')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Questions' });
  expect(within(list).getAllByText('Answered')).toHaveLength(2);
  // Only the unanswered question can be started; the candidate came back to answer it.
  expect(within(list).getAllByRole('button')).toHaveLength(1);
  expect(within(list).getByRole('button', { name: 'Start question 3' })).toBeEnabled();
});

test('in Greek the intro and the questions read in Greek', async () => {
  await changeLocale('el');
  apiServer.use(
    http.get('/api/video-answer-requests/11', () => HttpResponse.json(candidateRequest())),
  );
  renderPage();
  const intro = await screen.findByTestId('answers-intro');
  expect(within(intro).getByText('3 ερωτήσεις')).toBeInTheDocument();
  expect(within(intro).getByText('1 επανάληψη ανά ερώτηση')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Έναρξη ερώτησης 1' })).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Έλεγχος κάμερας και μικροφώνου' }),
  ).toBeInTheDocument();
});

test('a candidate asks for more time with a reason; the request is shown', async () => {
  let reason: unknown = null;
  apiServer.use(
    http.get('/api/video-answer-requests/11', () => HttpResponse.json(candidateRequest())),
    http.post('/api/video-answer-requests/11/accommodation', async ({ request }) => {
      reason = ((await request.json()) as { reason: string }).reason;
      return HttpResponse.json(
        candidateRequest({
          accommodation: {
            reason: 'I use a screen reader',
            requestedAt: new Date().toISOString(),
            decision: null,
            extraDays: null,
            note: null,
            decidedAt: null,
          },
        }),
      );
    }),
  );
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Ask for more time' }));
  await user.type(
    screen.getByLabelText('Why do you need more time or another way to answer?'),
    'I use a screen reader',
  );
  await user.click(screen.getByRole('button', { name: 'Send request' }));
  expect(
    await screen.findByText('You asked: “I use a screen reader”. The company has not decided yet.'),
  ).toBeInTheDocument();
  expect(reason).toBe('I use a screen reader');
});

/** A question whose sent video could not be processed: its take is over, the server says `failed`. */
const failedQuestion = (index: number, overrides: Partial<CandidateAnswerQuestion> = {}) =>
  candidateQuestion(index, {
    state: 'failed',
    text: `Question ${index}`,
    revealedAt: new Date(Date.now() - 600_000).toISOString(),
    takeStartedAt: new Date(Date.now() - 600_000).toISOString(),
    thinkingEndsAt: new Date(Date.now() - 570_000).toISOString(),
    answerEndsAt: new Date(Date.now() - 480_000).toISOString(),
    uploadBy: new Date(Date.now() - 420_000).toISOString(),
    submittedAt: new Date(Date.now() - 500_000).toISOString(),
    takes: 2,
    retakesLeft: 0,
    ...overrides,
  });
const answeredQuestion = (index: number) =>
  candidateQuestion(index, {
    state: 'answered',
    text: `Question ${index}`,
    takeStartedAt: new Date(Date.now() - 600_000).toISOString(),
    submittedAt: new Date(Date.now() - 500_000).toISOString(),
    takes: 1,
  });
/** Everything was sent (so `completedAt` is set), then question 2's video failed processing. */
const completedWithFailure = (overrides: Partial<CandidateAnswerRequest> = {}) =>
  candidateRequest({
    completedAt: new Date(Date.now() - 400_000).toISOString(),
    questions: [answeredQuestion(0), failedQuestion(1), answeredQuestion(2)],
    summary: {
      status: 'in_progress',
      answered: 2,
      total: 3,
      deadlineAt: candidateRequest().deadlineAt,
    },
    ...overrides,
  });

test('a video that could not be processed is said in words; the session is not finished and offers to answer it again', async () => {
  let retaken: string | null = null;
  apiServer.use(
    http.get('/api/video-answer-requests/11', () => HttpResponse.json(completedWithFailure())),
    http.post('/api/video-answer-requests/11/questions/:index/retake', ({ params }) => {
      retaken = String(params.index);
      // A new take on the server's clock; the question still reads failed until the new video arrives.
      return HttpResponse.json(
        failedQuestion(Number(params.index), {
          takeStartedAt: new Date().toISOString(),
          thinkingEndsAt: new Date(Date.now() + 30_000).toISOString(),
          answerEndsAt: new Date(Date.now() + 120_000).toISOString(),
          uploadBy: new Date(Date.now() + 180_000).toISOString(),
        }),
      );
    }),
  );
  const { user } = renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your video for question 2 could not be processed. Answer it again before the deadline; this does not use up a retake.',
  );
  expect(screen.queryByText('All answered. Thank you! The company has your answers.')).toBeNull();
  // Not finished: the camera can still be opened to record it again, and more time can be asked for.
  expect(screen.getByRole('button', { name: 'Check camera and microphone' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ask for more time' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Questions' });
  expect(within(list).getByText('Could not be processed')).toBeInTheDocument();
  // No retakes are left, yet the failed question may be answered again (upload is allowed here).
  expect(within(list).getAllByRole('button')).toHaveLength(1);
  await user.click(within(list).getByRole('button', { name: 'Record or upload question 2 again' }));
  expect(await screen.findByTestId('question-text')).toHaveTextContent('Question 1');
  expect(retaken).toBe('1');
  expect(screen.getByLabelText('Answer video file')).toBeInTheDocument();
  // While the new take runs, the runner does not repeat the failure, and no other take can begin.
  expect(screen.queryByTestId('answer-failed')).toBeNull();
  expect(
    within(list).queryByRole('button', { name: 'Record or upload question 2 again' }),
  ).toBeNull();
});

test('without upload allowed, answering a failed question again means recording it, after the camera check', async () => {
  apiServer.use(
    http.get('/api/video-answer-requests/11', () =>
      HttpResponse.json(completedWithFailure({ allowUpload: false })),
    ),
  );
  renderPage();
  expect(await screen.findByRole('button', { name: 'Record question 2 again' })).toBeDisabled();
});

test('past the deadline a failed video can no longer be answered again', async () => {
  const deadlineAt = new Date(Date.now() - 60_000).toISOString();
  apiServer.use(
    http.get('/api/video-answer-requests/11', () =>
      HttpResponse.json(
        completedWithFailure({
          deadlineAt,
          summary: { status: 'overdue', answered: 2, total: 3, deadlineAt },
        }),
      ),
    ),
  );
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The deadline has passed: no more answers are accepted.',
  );
  const list = screen.getByRole('list', { name: 'Questions' });
  expect(within(list).getByText('Could not be processed')).toBeInTheDocument();
  expect(within(list).queryAllByRole('button')).toHaveLength(0);
});

test('a sent answer is asked for again while it is processed, so a failure shows without a reload', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  try {
    let calls = 0;
    const processing = {
      ...answeredQuestion(1),
      answer: {
        id: 5,
        source: 'recorded' as const,
        state: 'processing' as const,
        progress: 40,
        durationSeconds: null,
        videoUrl: null,
        posterUrl: null,
        captionsUrl: null,
        captionsLanguage: null,
        transcript: null,
      },
    };
    apiServer.use(
      http.get('/api/video-answer-requests/11', () => {
        calls += 1;
        return HttpResponse.json(
          calls === 1
            ? completedWithFailure({
                questions: [answeredQuestion(0), processing, answeredQuestion(2)],
              })
            : completedWithFailure(),
        );
      }),
    );
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(
      screen.getByText('All answered. Thank you! The company has your answers.'),
    ).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(calls).toBe(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your video for question 2 could not be processed.',
    );
  } finally {
    vi.useRealTimers();
  }
});

test('in Greek a failed video reads in Greek', async () => {
  await changeLocale('el');
  apiServer.use(
    http.get('/api/video-answer-requests/11', () => HttpResponse.json(completedWithFailure())),
  );
  renderPage();
  const list = await screen.findByRole('list', { name: 'Ερωτήσεις' });
  expect(within(list).getByText('Η επεξεργασία απέτυχε')).toBeInTheDocument();
  expect(
    within(list).getByRole('button', { name: 'Νέα εγγραφή ή αρχείο για την ερώτηση 2' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Δεν ήταν δυνατή η επεξεργασία του βίντεό σας για την ερώτηση 2.',
  );
});
