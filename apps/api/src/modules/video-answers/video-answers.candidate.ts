import { and, eq, sql } from 'drizzle-orm';
import {
  VIDEO_ANSWER_ERRORS,
  retakesLeft,
  type CandidateAnswerQuestion,
  type CandidateAnswerRequest,
  type RequestAccommodationRequest,
} from '@takeoff/shared/video-answers';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { videoAnswerRequests, videoAnswers } from '../../db/schema/video-answers';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { videosByIds } from '../pitch-videos/pitch-videos.store';
import { completeIfAllAnswered, lockRequest, queueAnswerMail } from './video-answers.requests';
import { answersOf, flightsOf, requestsOfCandidate } from './video-answers.store';
import {
  accommodationOf,
  candidateQuestionOf,
  isAnswered,
  retakesOf,
  summaryOf,
  type AnswerRow,
  type RequestRow,
} from './video-answers.views';

type Deps = Pick<AppDeps, 'db' | 'mail'>;

const deadlinePassed = () =>
  AppError.conflict(
    'The deadline for these answers has passed: no answer is accepted any more',
    VIDEO_ANSWER_ERRORS.deadlinePassed,
  );

/** The written alternative is the company's grant, never the candidate's choice. */
const writtenAllowed = (request: RequestRow) => request.accommodationDecision === 'written';

async function views(exec: Executor, requests: RequestRow[]): Promise<CandidateAnswerRequest[]> {
  const now = new Date();
  const { byRequest, videos } = await answersOf(
    exec,
    requests.map((r) => r.id),
  );
  const flights = await flightsOf(exec, [...new Set(requests.map((r) => r.jobId))]);
  return requests.map((request) => {
    const answers = byRequest.get(request.id) ?? new Map<number, AnswerRow>();
    const questions = request.questions.map((_, i) => {
      const answer = answers.get(i);
      return candidateQuestionOf(
        request,
        i,
        answer,
        answer?.videoId ? videos.get(answer.videoId) : undefined,
        now,
      );
    });
    const answered = [...answers.values()].filter((a) =>
      isAnswered(a, a.videoId ? videos.get(a.videoId) : undefined),
    ).length;
    return {
      id: request.id,
      applicationId: request.applicationId,
      jobId: request.jobId,
      jobTitle: flights.get(request.jobId)?.title ?? '',
      companyName: flights.get(request.jobId)?.companyName ?? '',
      questionCount: request.questions.length,
      thinkingSeconds: request.thinkingSeconds,
      answerSeconds: request.answerSeconds,
      retakes: retakesOf(request.retakes),
      allowUpload: request.allowUpload,
      deadlineAt: request.deadlineAt.toISOString(),
      createdAt: request.createdAt.toISOString(),
      completedAt: request.completedAt?.toISOString() ?? null,
      summary: summaryOf(request, answered, now),
      accommodation: accommodationOf(request),
      now: now.toISOString(),
      writtenAllowed: writtenAllowed(request),
      questions,
    };
  });
}

export async function myRequests(deps: Deps, actor: SessionUser) {
  return views(deps.db, await requestsOfCandidate(deps.db, actor.partyId));
}

/** The candidate's own request; anyone else's is not found. */
async function ownRequest(exec: Executor, actor: SessionUser, id: number, lock = false) {
  const request = lock
    ? await lockRequest(exec, id)
    : ((await exec.select().from(videoAnswerRequests).where(eq(videoAnswerRequests.id, id)))[0] ??
      null);
  if (!request || request.candidateId !== actor.partyId)
    throw AppError.notFound('Video answers not found');
  return request;
}

export async function myRequest(deps: Deps, actor: SessionUser, id: number) {
  const [view] = await views(deps.db, [await ownRequest(deps.db, actor, id)]);
  return view!;
}

function assertQuestion(request: RequestRow, index: number) {
  if (index >= request.questions.length)
    throw new AppError(VIDEO_ANSWER_ERRORS.unknownQuestion, 404, 'There is no such question');
}

async function answerRow(exec: Executor, requestId: number, index: number) {
  const [row] = await exec
    .select()
    .from(videoAnswers)
    .where(and(eq(videoAnswers.requestId, requestId), eq(videoAnswers.questionIndex, index)));
  return row;
}

async function questionView(exec: Executor, request: RequestRow, index: number) {
  const [view] = await views(exec, [request]);
  return view!.questions[index]!;
}

/**
 * Starts question `index`: the first call records the moment the text is revealed and starts the take's clock;
 * later calls return the same take (a reload restarts nothing and burns no retake).
 */
export async function startQuestion(
  deps: Deps,
  actor: SessionUser,
  id: number,
  index: number,
): Promise<CandidateAnswerQuestion> {
  return deps.db.transaction(async (tx) => {
    const request = await ownRequest(tx, actor, id, true);
    assertQuestion(request, index);
    const existing = await answerRow(tx, id, index);
    if (!existing) {
      if (new Date() > request.deadlineAt) throw deadlinePassed();
      const now = new Date();
      await tx
        .insert(videoAnswers)
        .values({ requestId: id, questionIndex: index, revealedAt: now, takeStartedAt: now });
    }
    return questionView(tx, request, index);
  });
}

/**
 * A new take of a started question while retakes remain: counted here, with a fresh clock. A question whose video
 * failed processing may always be recorded again before the deadline, and that take is not counted: the failure was
 * not the candidate's attempt.
 */
export async function retakeQuestion(
  deps: Deps,
  actor: SessionUser,
  id: number,
  index: number,
): Promise<CandidateAnswerQuestion> {
  return deps.db.transaction(async (tx) => {
    const request = await ownRequest(tx, actor, id, true);
    assertQuestion(request, index);
    const answer = await answerRow(tx, id, index);
    if (!answer)
      throw AppError.conflict('Start this question first', VIDEO_ANSWER_ERRORS.notStarted);
    if (new Date() > request.deadlineAt) throw deadlinePassed();
    const video = answer.videoId
      ? (await videosByIds(tx, [answer.videoId])).get(answer.videoId)
      : undefined;
    const again = video?.state === 'failed';
    if (!again && retakesLeft(retakesOf(request.retakes), answer.takes) === 0)
      throw AppError.conflict(
        'No retakes are left for this question: your last answer stays',
        VIDEO_ANSWER_ERRORS.noRetakesLeft,
      );
    await tx
      .update(videoAnswers)
      .set({
        takeStartedAt: new Date(),
        takes: again ? answer.takes : sql`${videoAnswers.takes} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(videoAnswers.requestId, id), eq(videoAnswers.questionIndex, index)));
    return questionView(tx, request, index);
  });
}

/** The written alternative, when the company granted it as an accommodation; before the deadline. */
export async function writeAnswer(
  deps: Deps,
  actor: SessionUser,
  id: number,
  index: number,
  text: string,
): Promise<CandidateAnswerQuestion> {
  const outcome = await deps.db.transaction(async (tx) => {
    const request = await ownRequest(tx, actor, id, true);
    assertQuestion(request, index);
    if (!writtenAllowed(request))
      throw AppError.forbidden(
        'A written answer is possible only when the company offers it',
        VIDEO_ANSWER_ERRORS.writtenNotGranted,
      );
    if (new Date() > request.deadlineAt) throw deadlinePassed();
    const now = new Date();
    await tx
      .insert(videoAnswers)
      .values({
        requestId: id,
        questionIndex: index,
        revealedAt: now,
        takeStartedAt: now,
        writtenText: text,
        submittedAt: now,
      })
      .onConflictDoUpdate({
        target: [videoAnswers.requestId, videoAnswers.questionIndex],
        set: { writtenText: text, submittedAt: now, updatedAt: now },
      });
    await afterAnswer(deps, tx, request);
    return questionView(tx, request, index);
  });
  return outcome;
}

/** When this answer was the last one missing: the request is complete and the confirmation mail goes. */
export async function afterAnswer(deps: Pick<AppDeps, 'mail'>, tx: Executor, request: RequestRow) {
  if (!(await completeIfAllAnswered(tx, request))) return;
  const answers = await tx
    .select()
    .from(videoAnswers)
    .where(eq(videoAnswers.requestId, request.id))
    .orderBy(videoAnswers.questionIndex);
  const flight = (await flightsOf(tx, [request.jobId])).get(request.jobId);
  await queueAnswerMail(
    deps,
    tx,
    'video_answers_submitted',
    request,
    { companyName: flight?.companyName ?? '', jobTitle: flight?.title ?? '' },
    answers
      .filter((a) => a.submittedAt)
      .map((a) => ({
        number: a.questionIndex + 1,
        kind: a.videoId ? ('video' as const) : ('written' as const),
        question: request.questions[a.questionIndex] ?? '',
      })),
  );
}

/** The candidate asks for more time (or another way to answer) once, with a reason, before the deadline. */
export async function askAccommodation(
  deps: Deps,
  actor: SessionUser,
  id: number,
  input: RequestAccommodationRequest,
): Promise<CandidateAnswerRequest> {
  const request = await deps.db.transaction(async (tx) => {
    const request = await ownRequest(tx, actor, id, true);
    if (request.accommodationRequestedAt)
      throw AppError.conflict(
        'You already asked for an accommodation for these answers',
        VIDEO_ANSWER_ERRORS.accommodationExists,
      );
    if (new Date() > request.deadlineAt) throw deadlinePassed();
    const [next] = await tx
      .update(videoAnswerRequests)
      .set({ accommodationReason: input.reason, accommodationRequestedAt: new Date() })
      .where(eq(videoAnswerRequests.id, id))
      .returning();
    return next!;
  });
  const [view] = await views(deps.db, [request]);
  return view!;
}
