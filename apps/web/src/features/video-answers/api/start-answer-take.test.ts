import { expect, test } from 'vitest';
import { clockOffset, secondsUntil } from '../lib/answer-rules';
import { candidateQuestion, candidateRequest, iso } from '../test/fixtures';
import { withQuestion } from './start-answer-take';

test('a question started after a while on the intro counts its thinking time from the server, not from the intro', () => {
  // The page got the request at server time 0 and the browser's moment `received`; the candidate read the intro for
  // 40 s, then started question 1 (server time 40, 30 s to think).
  const received = Date.parse(iso(0)) - 5_000;
  const request = candidateRequest({ now: iso(0) });
  const started = candidateQuestion(0, {
    state: 'started',
    takeStartedAt: iso(40),
    thinkingEndsAt: iso(70),
    answerEndsAt: iso(160),
  });
  const mergedAt = received + 40_000;
  const merged = withQuestion(request, started, received, mergedAt)!;

  expect(merged.questions[0]).toEqual(started);
  expect(merged.questions[1]).toEqual(request.questions[1]);
  // The cache's data is as new as the merge: the server's clock moved on with it, the offset is the same.
  const offset = clockOffset(merged.now, mergedAt);
  expect(offset).toBe(clockOffset(request.now, received));
  expect(secondsUntil(started.thinkingEndsAt, offset, mergedAt)).toBe(30);
});
