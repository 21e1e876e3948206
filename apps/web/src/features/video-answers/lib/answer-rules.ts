import type {
  CandidateAnswerQuestion,
  CandidateAnswerRequest,
  VideoAnswersSummary,
} from '@takeoff/shared/video-answers';

/** The pipeline card's line: a catalogue key of `badge` and its values. */
export function badgeOf(summary: VideoAnswersSummary) {
  if (summary.status === 'answered') return { key: 'badge.answered', tone: 'live' } as const;
  if (summary.status === 'overdue') return { key: 'badge.overdue', tone: 'closed' } as const;
  return {
    key: 'badge.progress',
    tone: 'secondary',
    values: { answered: summary.answered, total: summary.total },
  } as const;
}

/** The server's clock minus this browser's, in ms: countdowns run against the server, which decides lateness. */
export const clockOffset = (serverNow: string, receivedAt: number) =>
  Date.parse(serverNow) - receivedAt;

/** Whole seconds from now (server time) until `iso`, never below zero. */
export const secondsUntil = (iso: string | null, offset: number, now = Date.now()) =>
  iso === null ? 0 : Math.max(0, Math.ceil((Date.parse(iso) - (now + offset)) / 1000));

/** A take is running: started after the last answer was sent, and its answer window (server time) still open. */
export function takeRunning(question: CandidateAnswerQuestion, offset: number, now = Date.now()) {
  if (question.takeStartedAt === null || question.answerEndsAt === null) return false;
  if (Date.parse(question.answerEndsAt) <= now + offset) return false;
  return (
    question.submittedAt === null ||
    Date.parse(question.submittedAt) < Date.parse(question.takeStartedAt)
  );
}

/** The question whose take was running when the page was left (it resumes), if any. */
export const runningQuestion = (
  request: CandidateAnswerRequest,
  offset: number,
  now = Date.now(),
): CandidateAnswerQuestion | null =>
  request.questions.find((question) => takeRunning(question, offset, now)) ?? null;

/**
 * May this question be taken again before the deadline (`closed`): answered with retakes left (null means
 * unlimited), or its video failed processing, which the server lets be redone whatever retakes are left.
 */
export const canRetake = (question: CandidateAnswerQuestion, closed: boolean) =>
  !closed &&
  (question.state === 'failed' || (question.state === 'answered' && question.retakesLeft !== 0));

/** Every question has an answer that counts: `completedAt` stays set when a video fails processing afterwards. */
export const allAnswered = (request: CandidateAnswerRequest) =>
  request.completedAt !== null &&
  !request.questions.some((question) => question.state === 'failed');

/** May this question be started for the first time. */
export const canStart = (question: CandidateAnswerQuestion) => question.state === 'not_started';

/** The deadline has passed (server time). */
export const pastDeadline = (request: CandidateAnswerRequest, offset: number, now = Date.now()) =>
  Date.parse(request.deadlineAt) <= now + offset;
