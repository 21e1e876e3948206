import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ApplicationVideoAnswers } from '@takeoff/shared/video-answers';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { companyRequest } from '../test/fixtures';
import { AnswersReview } from './answers-review';

const answers = (request: ReturnType<typeof companyRequest> | null, canAsk = false) =>
  ApplicationVideoAnswers.parse({ applicationId: 21, canAsk, request });

test('each answer plays with its question; next and previous move between questions, the scorecard sits beside', async () => {
  apiServer.use(
    http.get('/api/applications/21/video-answers', () =>
      HttpResponse.json(answers(companyRequest())),
    ),
  );
  const { user } = renderComponent(
    <AnswersReview
      applicationId={21}
      candidateName="Ada Lovelace"
      canManage
      scorecard={<p>Scorecard form</p>}
    />,
  );
  expect(await screen.findByTestId('review-question')).toHaveTextContent('Why us?');
  expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  expect(screen.getByText('Answers: 2 of 3')).toBeInTheDocument();
  const video = screen.getByTestId('pitch-video');
  expect(video).toHaveAttribute('src', '/api/video-answers/media/key1/video');
  expect(video).toHaveAttribute('poster', '/api/video-answers/media/key1/poster');
  expect(screen.getByLabelText('Speed')).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Your scorecard' })).toHaveTextContent(
    'Scorecard form',
  );
  expect(screen.getByRole('button', { name: 'Previous question' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Next question' }));
  expect(screen.getByTestId('review-question')).toHaveTextContent('A hard day at work?');
  expect(screen.getByTestId('pitch-video')).toHaveAttribute(
    'src',
    '/api/video-answers/media/key2/video',
  );
  expect(screen.getByText('2 takes · Answered', { exact: false })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next question' }));
  expect(screen.getByText('Not started yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next question' })).toBeDisabled();
});

test('an answer sent but not yet playable says so and is asked for again until it plays', async () => {
  let calls = 0;
  apiServer.use(
    http.get('/api/applications/21/video-answers', () => {
      calls += 1;
      const request = companyRequest();
      // The server hides a video from the company until it is processed.
      const preparing = { ...request.questions[0]!, answer: null };
      return HttpResponse.json(
        answers(
          calls === 1
            ? { ...request, questions: [preparing, ...request.questions.slice(1)] }
            : request,
        ),
      );
    }),
  );
  renderComponent(<AnswersReview applicationId={21} candidateName="Ada Lovelace" canManage />);
  expect(await screen.findByText('Answered: the video is being prepared…')).toBeInTheDocument();
  expect(screen.queryByText('Not started yet.')).not.toBeInTheDocument();
  expect(await screen.findByTestId('pitch-video', {}, { timeout: 8_000 })).toHaveAttribute(
    'src',
    '/api/video-answers/media/key1/video',
  );
  expect(calls).toBe(2);
});

test('an applicant never asked can be asked; then a reminder is offered', async () => {
  let asked = 0;
  apiServer.use(
    http.get('/api/applications/21/video-answers', () =>
      HttpResponse.json(answers(asked ? companyRequest() : null, !asked)),
    ),
    http.post('/api/applications/21/video-answers', () => {
      asked += 1;
      return HttpResponse.json(companyRequest(), { status: 201 });
    }),
  );
  const { user } = renderComponent(
    <AnswersReview applicationId={21} candidateName="Ada Lovelace" canManage />,
  );
  expect(
    await screen.findByText('This applicant was not asked for video answers.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ask for video answers' }));
  expect(await screen.findByRole('button', { name: 'Remind' })).toBeInTheDocument();
  expect(asked).toBe(1);
});

test('an interviewer watches but neither asks, reminds nor decides', async () => {
  apiServer.use(
    http.get('/api/applications/21/video-answers', () =>
      HttpResponse.json(
        answers(
          companyRequest({
            accommodation: {
              reason: 'Slow connection at home',
              requestedAt: new Date().toISOString(),
              decision: null,
              extraDays: null,
              note: null,
              decidedAt: null,
            },
          }),
        ),
      ),
    ),
  );
  renderComponent(<AnswersReview applicationId={21} candidateName="Ada" canManage={false} />);
  expect(
    await screen.findByText('The applicant asks: “Slow connection at home”'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remind' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Grant extra time' })).toBeNull();
});

test('a recruiter grants extra days; the decision is recorded and shown', async () => {
  let decided: unknown = null;
  const pending = {
    reason: 'Slow connection at home',
    requestedAt: new Date().toISOString(),
    decision: null,
    extraDays: null,
    note: null,
    decidedAt: null,
  };
  apiServer.use(
    http.get('/api/applications/21/video-answers', () =>
      HttpResponse.json(answers(companyRequest({ accommodation: pending }))),
    ),
    http.put('/api/applications/21/video-answers/accommodation', async ({ request }) => {
      decided = await request.json();
      return HttpResponse.json(
        companyRequest({
          accommodation: {
            ...pending,
            decision: 'extra_time',
            extraDays: 3,
            decidedAt: new Date().toISOString(),
          },
        }),
      );
    }),
  );
  const { user } = renderComponent(
    <AnswersReview applicationId={21} candidateName="Ada" canManage />,
  );
  await user.click(await screen.findByRole('button', { name: 'Grant extra time' }));
  expect(await screen.findByText('Granted: 3 more days.')).toBeInTheDocument();
  expect(decided).toEqual({ decision: 'extra_time', extraDays: 3 });
});

test('a video that could not be processed says so, not "not started"', async () => {
  const request = companyRequest();
  const failed = {
    ...request.questions[0]!,
    state: 'failed' as const,
    answer: {
      ...request.questions[0]!.answer!,
      state: 'failed' as const,
      progress: 0,
      videoUrl: null,
      posterUrl: null,
      transcript: null,
    },
  };
  apiServer.use(
    http.get('/api/applications/21/video-answers', () =>
      HttpResponse.json(
        answers({
          ...request,
          summary: { ...request.summary, answered: 1 },
          questions: [failed, ...request.questions.slice(1)],
        }),
      ),
    ),
  );
  renderComponent(<AnswersReview applicationId={21} candidateName="Ada" canManage />);
  expect(
    await screen.findByText("This answer's video could not be processed."),
  ).toBeInTheDocument();
  expect(screen.queryByTestId('pitch-video')).toBeNull();
  // The failed one is not counted as answered on the badge.
  expect(screen.getByText('Answers: 1 of 3')).toBeInTheDocument();
});

test('a failed question the server sends without its video still reads as failed', async () => {
  const request = companyRequest();
  apiServer.use(
    http.get('/api/applications/21/video-answers', () =>
      HttpResponse.json(
        answers({
          ...request,
          questions: [
            { ...request.questions[0]!, state: 'failed', answer: null },
            ...request.questions.slice(1),
          ],
        }),
      ),
    ),
  );
  renderComponent(<AnswersReview applicationId={21} candidateName="Ada" canManage />);
  expect(
    await screen.findByText("This answer's video could not be processed."),
  ).toBeInTheDocument();
  expect(screen.queryByText('Not started yet.')).toBeNull();
});
