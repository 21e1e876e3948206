import { expect, test } from 'vitest';
import { VideoAnswersSummary } from '@takeoff/shared/video-answers';
import { candidateQuestion, candidateRequest, iso } from '../test/fixtures';
import {
  allAnswered,
  badgeOf,
  canRetake,
  runningQuestion,
  secondsUntil,
  takeRunning,
} from './answer-rules';

const NOW = Date.parse(iso(0));

test('the pipeline line says how many of how many, answered, or overdue', () => {
  const summary = (status: 'in_progress' | 'answered' | 'overdue') =>
    VideoAnswersSummary.parse({ status, answered: 2, total: 3, deadlineAt: iso(0) });
  expect(badgeOf(summary('in_progress'))).toEqual({
    key: 'badge.progress',
    tone: 'secondary',
    values: { answered: 2, total: 3 },
  });
  expect(badgeOf(summary('answered')).key).toBe('badge.answered');
  expect(badgeOf(summary('overdue'))).toMatchObject({ key: 'badge.overdue', tone: 'closed' });
});

test('countdowns run on the server clock: a browser 5 s behind still counts to the server moment', () => {
  expect(secondsUntil(iso(30), 0, NOW)).toBe(30);
  expect(secondsUntil(iso(30), 5_000, NOW)).toBe(25);
  expect(secondsUntil(iso(-10), 0, NOW)).toBe(0);
  expect(secondsUntil(null, 0, NOW)).toBe(0);
});

test('a take runs from its start until its answer window closes, and not once its answer was sent', () => {
  const started = candidateQuestion(0, {
    state: 'started',
    takeStartedAt: iso(-10),
    thinkingEndsAt: iso(20),
    answerEndsAt: iso(110),
  });
  expect(takeRunning(started, 0, NOW)).toBe(true);
  expect(takeRunning({ ...started, answerEndsAt: iso(-1) }, 0, NOW)).toBe(false);
  // Sent after this take started: done. Sent before it (a retake of an answered question): running.
  expect(takeRunning({ ...started, submittedAt: iso(-5) }, 0, NOW)).toBe(false);
  expect(takeRunning({ ...started, state: 'answered', submittedAt: iso(-60) }, 0, NOW)).toBe(true);
  expect(takeRunning(candidateQuestion(1), 0, NOW)).toBe(false);
  // Coming back to the page resumes the running question.
  const request = candidateRequest({ questions: [candidateQuestion(0), { ...started, index: 1 }] });
  expect(runningQuestion(request, 0, NOW)?.index).toBe(1);
});

test('a retake is offered only for an answered question with retakes left (null: unlimited), before the deadline', () => {
  expect(canRetake(candidateQuestion(0, { state: 'answered', retakesLeft: 1 }), false)).toBe(true);
  expect(canRetake(candidateQuestion(0, { state: 'answered', retakesLeft: null }), false)).toBe(
    true,
  );
  expect(canRetake(candidateQuestion(0, { state: 'answered', retakesLeft: 0 }), false)).toBe(false);
  expect(canRetake(candidateQuestion(0, { state: 'started', retakesLeft: 1 }), false)).toBe(false);
  expect(canRetake(candidateQuestion(0, { state: 'answered', retakesLeft: 1 }), true)).toBe(false);
});

test('a video that failed processing may be answered again before the deadline, whatever retakes are left', () => {
  expect(canRetake(candidateQuestion(0, { state: 'failed', retakesLeft: 0 }), false)).toBe(true);
  expect(canRetake(candidateQuestion(0, { state: 'failed', retakesLeft: 1 }), false)).toBe(true);
  expect(canRetake(candidateQuestion(0, { state: 'failed', retakesLeft: 0 }), true)).toBe(false);
  expect(canRetake(candidateQuestion(0, { state: 'expired', retakesLeft: 1 }), false)).toBe(false);
});

test('all answered needs every question counted: a failed video after completion leaves one open', () => {
  const answered = candidateQuestion(0, { state: 'answered', submittedAt: iso(-60) });
  const done = candidateRequest({
    completedAt: iso(-30),
    questions: [answered, { ...answered, index: 1 }, { ...answered, index: 2 }],
  });
  expect(allAnswered(done)).toBe(true);
  expect(
    allAnswered({
      ...done,
      questions: [answered, { ...answered, index: 1, state: 'failed' }, { ...answered, index: 2 }],
    }),
  ).toBe(false);
  expect(allAnswered(candidateRequest())).toBe(false);
});
