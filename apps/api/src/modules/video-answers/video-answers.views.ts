import {
  VIDEO_ANSWER_UNLIMITED,
  answerUploadDeadline,
  retakesLeft,
  type AccommodationDecision,
  type AnswerQuestionState,
  type AnswerVideo,
  type CandidateAnswerQuestion,
  type CompanyAnswerQuestion,
  type VideoAnswerAccommodation,
  type VideoAnswerRetakes,
  type VideoAnswersSummary,
} from '@takeoff/shared/video-answers';
import type { PitchVideoSource, PitchVideoState } from '@takeoff/shared/pitch-videos';
import type { videoAnswerRequests, videoAnswers } from '../../db/schema/video-answers';
import { segmentsOf, type PitchVideoRow } from '../pitch-videos/pitch-videos.views';

export type RequestRow = typeof videoAnswerRequests.$inferSelect;
export type AnswerRow = typeof videoAnswers.$inferSelect;

/** The media of an answer's video: its own route, which checks the answer's access rules. */
export type AnswerVideoAsset = 'video' | 'poster' | 'captions.vtt';
export const answerVideoAssetUrl = (accessKey: string, asset: AnswerVideoAsset) =>
  `/api/video-answers/media/${accessKey}/${asset}`;

/** Null in the database means unlimited. */
export const retakesOf = (stored: number | null): VideoAnswerRetakes =>
  stored === null ? VIDEO_ANSWER_UNLIMITED : stored;
export const storedRetakes = (retakes: VideoAnswerRetakes): number | null =>
  retakes === VIDEO_ANSWER_UNLIMITED ? null : retakes;

/** A video that could not be processed was sent but is no answer: the company cannot watch it. */
const processingFailed = (answer: AnswerRow | undefined, video: PitchVideoRow | undefined) =>
  Boolean(answer?.submittedAt && answer.videoId !== null && video?.state === 'failed');

export const isAnswered = (answer: AnswerRow | undefined, video: PitchVideoRow | undefined) =>
  Boolean(answer?.submittedAt) && !processingFailed(answer, video);

export function summaryOf(
  request: Pick<RequestRow, 'questions' | 'deadlineAt'>,
  answered: number,
  now: Date,
): VideoAnswersSummary {
  const total = request.questions.length;
  // Not `completedAt`: a video that failed processing after the last upload leaves a question to answer again.
  const status =
    answered >= total ? 'answered' : now > request.deadlineAt ? 'overdue' : 'in_progress';
  return { status, answered, total, deadlineAt: request.deadlineAt.toISOString() };
}

export function accommodationOf(request: RequestRow): VideoAnswerAccommodation | null {
  if (!request.accommodationReason || !request.accommodationRequestedAt) return null;
  return {
    reason: request.accommodationReason,
    requestedAt: request.accommodationRequestedAt.toISOString(),
    decision: (request.accommodationDecision as AccommodationDecision | null) ?? null,
    extraDays: request.accommodationExtraDays,
    note: request.accommodationNote,
    decidedAt: request.accommodationDecidedAt?.toISOString() ?? null,
  };
}

export function answerVideoOf(video: PitchVideoRow | undefined): AnswerVideo | null {
  if (!video) return null;
  const ready = video.state === 'ready';
  const segments = segmentsOf(video);
  const timed = ready && video.transcriptSource !== 'typed' && segments.length > 0;
  return {
    id: video.id,
    source: video.source as PitchVideoSource,
    state: video.state as PitchVideoState,
    progress: ready ? 100 : video.progress,
    durationSeconds: video.durationMs === null ? null : video.durationMs / 1000,
    videoUrl: ready ? answerVideoAssetUrl(video.accessKey, 'video') : null,
    posterUrl: ready && video.posterKey ? answerVideoAssetUrl(video.accessKey, 'poster') : null,
    captionsUrl: timed ? answerVideoAssetUrl(video.accessKey, 'captions.vtt') : null,
    captionsLanguage: timed ? video.transcriptLanguage : null,
    transcript: video.transcriptSource === null ? null : segments,
  };
}

function stateOf(
  request: RequestRow,
  answer: AnswerRow | undefined,
  video: PitchVideoRow | undefined,
  now: Date,
): AnswerQuestionState {
  if (!answer) return now > request.deadlineAt ? 'expired' : 'not_started';
  if (processingFailed(answer, video)) return 'failed';
  if (answer.submittedAt) return 'answered';
  return now > request.deadlineAt ? 'expired' : 'started';
}

export function candidateQuestionOf(
  request: RequestRow,
  index: number,
  answer: AnswerRow | undefined,
  video: PitchVideoRow | undefined,
  now: Date,
): CandidateAnswerQuestion {
  const retakes = retakesOf(request.retakes);
  const start = answer?.takeStartedAt.getTime();
  const at = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
  return {
    index,
    state: stateOf(request, answer, video, now),
    // The text only once the candidate started this question (the server recorded the moment).
    text: answer ? request.questions[index]! : null,
    revealedAt: answer?.revealedAt.toISOString() ?? null,
    takeStartedAt: at(start),
    thinkingEndsAt: at(start === undefined ? undefined : start + request.thinkingSeconds * 1000),
    answerEndsAt: at(
      start === undefined
        ? undefined
        : start + (request.thinkingSeconds + request.answerSeconds) * 1000,
    ),
    uploadBy: at(start === undefined ? undefined : answerUploadDeadline(start, request)),
    takes: answer?.takes ?? 0,
    retakesLeft: retakesLeft(retakes, answer?.takes ?? 0),
    answer: answerVideoOf(video),
    writtenAnswer: answer?.writtenText ?? null,
    submittedAt: answer?.submittedAt?.toISOString() ?? null,
  };
}

export function companyQuestionOf(
  request: RequestRow,
  index: number,
  answer: AnswerRow | undefined,
  video: PitchVideoRow | undefined,
  now: Date,
): CompanyAnswerQuestion {
  return {
    index,
    text: request.questions[index]!,
    state: stateOf(request, answer, video, now),
    revealedAt: answer?.revealedAt.toISOString() ?? null,
    takes: answer?.takes ?? 0,
    // A take still processing is not shown to the company: only what we made playable, or the news that we could
    // not (state failed, no media), so the team knows the candidate may send it again.
    answer: video?.state === 'ready' || video?.state === 'failed' ? answerVideoOf(video) : null,
    writtenAnswer: answer?.writtenText ?? null,
    submittedAt: answer?.submittedAt?.toISOString() ?? null,
  };
}
