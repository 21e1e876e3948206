import { z } from 'zod';
import { Id, IsoDateTime } from './common';
import { plainText } from './plain-text';
import { PitchVideoSource, PitchVideoState, TranscriptSegment } from './pitch-videos';
import {
  VIDEO_ANSWER_QUESTIONS_MAX,
  VIDEO_ANSWER_QUESTION_MAX_LENGTH,
  VIDEO_ANSWER_THINKING_MIN,
  VIDEO_ANSWER_THINKING_MAX,
  VIDEO_ANSWER_LENGTH_MIN,
  VIDEO_ANSWER_LENGTH_MAX,
  VIDEO_ANSWER_RETAKES_MAX,
  VIDEO_ANSWER_UNLIMITED,
  VIDEO_ANSWER_DEADLINE_DAYS_MIN,
  VIDEO_ANSWER_DEADLINE_DAYS_MAX,
  VIDEO_ANSWER_GRACE_SECONDS,
  VIDEO_ANSWER_EXTRA_DAYS_MAX,
  VIDEO_ANSWER_REASON_MAX_LENGTH,
  VIDEO_ANSWER_WRITTEN_MAX_LENGTH,
} from './video-answer-constants';

// Video answers (one-way interview): a flight asks questions, each applicant answers each one on camera.

export * from './video-answer-constants';

const Question = plainText()
  .trim()
  .min(1, 'Write a question (it cannot be blank)')
  .max(VIDEO_ANSWER_QUESTION_MAX_LENGTH);

/** 0–3 retakes, or 'unlimited'. */
export const VideoAnswerRetakes = z.union([
  z.number().int().min(0).max(VIDEO_ANSWER_RETAKES_MAX),
  z.literal(VIDEO_ANSWER_UNLIMITED),
]);
export type VideoAnswerRetakes = z.infer<typeof VideoAnswerRetakes>;

const settingsFields = {
  thinkingSeconds: z.number().int().min(VIDEO_ANSWER_THINKING_MIN).max(VIDEO_ANSWER_THINKING_MAX),
  answerSeconds: z.number().int().min(VIDEO_ANSWER_LENGTH_MIN).max(VIDEO_ANSWER_LENGTH_MAX),
  retakes: VideoAnswerRetakes,
  deadlineDays: z
    .number()
    .int()
    .min(VIDEO_ANSWER_DEADLINE_DAYS_MIN)
    .max(VIDEO_ANSWER_DEADLINE_DAYS_MAX),
  /** May the candidate upload a file instead of recording in the browser? */
  allowUpload: z.boolean(),
};

/** Where a flight's questions come from: the company's three promo questions, or the flight's own. */
export const VideoAnswerQuestionSource = z.enum(['promo', 'own']);
export type VideoAnswerQuestionSource = z.infer<typeof VideoAnswerQuestionSource>;

/** PUT /api/jobs/:id/video-answers: turn answers on or off for a flight, with its settings. */
export const SaveFlightAnswerSettingsRequest = z
  .object({
    enabled: z.boolean(),
    questionSource: VideoAnswerQuestionSource,
    /** Required (1–5) when questionSource is 'own'; ignored for 'promo'. */
    questions: z.array(Question).max(VIDEO_ANSWER_QUESTIONS_MAX).optional(),
    ...settingsFields,
  })
  .superRefine((value, ctx) => {
    if (value.questionSource === 'own' && (value.questions?.length ?? 0) < 1)
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'Add at least one question.' });
  })
  .meta({ id: 'SaveFlightAnswerSettingsRequest' });
export type SaveFlightAnswerSettingsRequest = z.infer<typeof SaveFlightAnswerSettingsRequest>;

/** GET/PUT /api/jobs/:id/video-answers: a flight's answer settings and the questions they resolve to today. */
export const FlightAnswerSettings = z
  .object({
    jobId: z.number().int(),
    enabled: z.boolean(),
    questionSource: VideoAnswerQuestionSource,
    /** The flight's own questions (empty when it uses the promo's). */
    ownQuestions: z.array(z.string()),
    /** The company's promo questions today (may be empty when it has no promo). */
    promoQuestions: z.array(z.string()),
    /** What an applicant would be asked now. */
    questions: z.array(z.string()),
    ...settingsFields,
    updatedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'FlightAnswerSettings' });
export type FlightAnswerSettings = z.infer<typeof FlightAnswerSettings>;

/** GET /api/jobs/:id/video-answers/preview: what a candidate learns before applying (never the questions' texts). */
export const FlightAnswerPreview = z
  .object({
    jobId: z.number().int(),
    enabled: z.boolean(),
    questionCount: z.number().int(),
    ...settingsFields,
  })
  .meta({ id: 'FlightAnswerPreview' });
export type FlightAnswerPreview = z.infer<typeof FlightAnswerPreview>;

/** The pipeline card's line: "Answers: 2 of 3", "Answered", "Overdue" (or nothing when not asked). */
export const VideoAnswersStatus = z.enum(['in_progress', 'answered', 'overdue']);
export type VideoAnswersStatus = z.infer<typeof VideoAnswersStatus>;
export const VideoAnswersSummary = z
  .object({
    status: VideoAnswersStatus,
    answered: z.number().int(),
    total: z.number().int(),
    deadlineAt: IsoDateTime,
  })
  .meta({ id: 'VideoAnswersSummary' });
export type VideoAnswersSummary = z.infer<typeof VideoAnswersSummary>;

export const AccommodationDecision = z.enum(['extra_time', 'written', 'declined']);
export type AccommodationDecision = z.infer<typeof AccommodationDecision>;

/** A candidate's request for more time and the company's decision: both recorded, both sides see it. */
export const VideoAnswerAccommodation = z
  .object({
    reason: z.string(),
    requestedAt: IsoDateTime,
    decision: AccommodationDecision.nullable(),
    extraDays: z.number().int().nullable(),
    note: z.string().nullable(),
    decidedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'VideoAnswerAccommodation' });
export type VideoAnswerAccommodation = z.infer<typeof VideoAnswerAccommodation>;

/** An answer's video as a viewer allowed to see it gets it (URLs are unguessable and access-checked). */
export const AnswerVideo = z
  .object({
    id: z.number().int(),
    source: PitchVideoSource,
    state: PitchVideoState,
    progress: z.number().int().min(0).max(100),
    durationSeconds: z.number().nullable(),
    videoUrl: z.string().nullable(),
    posterUrl: z.string().nullable(),
    /** WebVTT with real timings; null when there is no timed transcript. */
    captionsUrl: z.string().nullable(),
    captionsLanguage: z.string().nullable(),
    transcript: z.array(TranscriptSegment).nullable(),
  })
  .meta({ id: 'AnswerVideo' });
export type AnswerVideo = z.infer<typeof AnswerVideo>;

/**
 * What a question looks like to whoever may see it. `failed`: the answer's video could not be processed; it is not
 * counted as answered, and the candidate may record it again (POST .../retake, not counted as a retake) until the
 * deadline.
 */
export const AnswerQuestionState = z.enum([
  'not_started',
  'started',
  'answered',
  'failed',
  'expired',
]);
export type AnswerQuestionState = z.infer<typeof AnswerQuestionState>;

const sharedRequestFields = {
  id: z.number().int(),
  applicationId: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  questionCount: z.number().int(),
  thinkingSeconds: z.number().int(),
  answerSeconds: z.number().int(),
  retakes: VideoAnswerRetakes,
  allowUpload: z.boolean(),
  /** Extra time granted as an accommodation is already in it. */
  deadlineAt: IsoDateTime,
  createdAt: IsoDateTime,
  completedAt: IsoDateTime.nullable(),
  summary: VideoAnswersSummary,
  accommodation: VideoAnswerAccommodation.nullable(),
};

/** One question as the candidate sees it: its text only once started (the server recorded the moment). */
export const CandidateAnswerQuestion = z
  .object({
    index: z.number().int(),
    state: AnswerQuestionState,
    /** Null until the candidate starts this question. */
    text: z.string().nullable(),
    revealedAt: IsoDateTime.nullable(),
    /** The current take's clock: recording starts at thinkingEndsAt, an upload must start by uploadBy. */
    takeStartedAt: IsoDateTime.nullable(),
    thinkingEndsAt: IsoDateTime.nullable(),
    answerEndsAt: IsoDateTime.nullable(),
    uploadBy: IsoDateTime.nullable(),
    /** Takes started so far (the first one and every retake). */
    takes: z.number().int(),
    /** Null for unlimited. */
    retakesLeft: z.number().int().nullable(),
    answer: AnswerVideo.nullable(),
    writtenAnswer: z.string().nullable(),
    submittedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'CandidateAnswerQuestion' });
export type CandidateAnswerQuestion = z.infer<typeof CandidateAnswerQuestion>;

/** GET /api/video-answer-requests/:id (and each item of /mine): the candidate's view of one request. */
export const CandidateAnswerRequest = z
  .object({
    ...sharedRequestFields,
    /** The server's clock, so the browser counts down against it. */
    now: IsoDateTime,
    writtenAllowed: z.boolean(),
    questions: z.array(CandidateAnswerQuestion),
  })
  .meta({ id: 'CandidateAnswerRequest' });
export type CandidateAnswerRequest = z.infer<typeof CandidateAnswerRequest>;
export const CandidateAnswerRequestList = z
  .array(CandidateAnswerRequest)
  .meta({ id: 'CandidateAnswerRequestList' });

/** The company's view of one question: every question's text (the company wrote it) and the answer, if any. */
export const CompanyAnswerQuestion = z
  .object({
    index: z.number().int(),
    text: z.string(),
    state: AnswerQuestionState,
    revealedAt: IsoDateTime.nullable(),
    takes: z.number().int(),
    answer: AnswerVideo.nullable(),
    writtenAnswer: z.string().nullable(),
    submittedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'CompanyAnswerQuestion' });
export type CompanyAnswerQuestion = z.infer<typeof CompanyAnswerQuestion>;

export const CompanyAnswerRequest = z
  .object({
    ...sharedRequestFields,
    remindedAt: IsoDateTime.nullable(),
    canRemind: z.boolean(),
    questions: z.array(CompanyAnswerQuestion),
  })
  .meta({ id: 'CompanyAnswerRequest' });
export type CompanyAnswerRequest = z.infer<typeof CompanyAnswerRequest>;

/** GET /api/applications/:id/video-answers: the application view's answers (request null when never asked). */
export const ApplicationVideoAnswers = z
  .object({
    applicationId: z.number().int(),
    /** May this member ask the applicant for answers now (never asked, application still open)? */
    canAsk: z.boolean(),
    request: CompanyAnswerRequest.nullable(),
  })
  .meta({ id: 'ApplicationVideoAnswers' });
export type ApplicationVideoAnswers = z.infer<typeof ApplicationVideoAnswers>;

/**
 * A question by its index: any index past the request's questions is the documented 404
 * VIDEO_ANSWER_UNKNOWN_QUESTION, not a 400 that would hide a bad body behind it (bounded to a PostgreSQL int).
 */
export const AnswerQuestionParams = z.object({
  id: Id,
  index: z.coerce.number().int().min(0).max(2_147_483_647),
});

/** POST .../accommodation: the candidate asks for more time (or another way to answer). */
export const RequestAccommodationRequest = z
  .object({ reason: plainText().trim().min(1).max(VIDEO_ANSWER_REASON_MAX_LENGTH) })
  .meta({ id: 'RequestAccommodationRequest' });
export type RequestAccommodationRequest = z.infer<typeof RequestAccommodationRequest>;

/** PUT /api/applications/:id/video-answers/accommodation: the company's decision. */
export const DecideAccommodationRequest = z
  .object({
    decision: AccommodationDecision,
    /** Required for extra_time. */
    extraDays: z.number().int().min(1).max(VIDEO_ANSWER_EXTRA_DAYS_MAX).optional(),
    note: plainText().trim().max(VIDEO_ANSWER_REASON_MAX_LENGTH).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'extra_time' && value.extraDays === undefined)
      ctx.addIssue({ code: 'custom', path: ['extraDays'], message: 'Say how many days.' });
  })
  .meta({ id: 'DecideAccommodationRequest' });
export type DecideAccommodationRequest = z.infer<typeof DecideAccommodationRequest>;

/** POST .../questions/:index/written: the written alternative, when the company granted it. */
export const WrittenAnswerRequest = z
  .object({ text: plainText().trim().min(1).max(VIDEO_ANSWER_WRITTEN_MAX_LENGTH) })
  .meta({ id: 'WrittenAnswerRequest' });
export type WrittenAnswerRequest = z.infer<typeof WrittenAnswerRequest>;

/** Upload-Metadata an answer upload must carry (tus), besides `filetype`. */
export const AnswerUploadMetadata = z.object({
  requestId: Id,
  question: z.coerce
    .number()
    .int()
    .min(0)
    .max(VIDEO_ANSWER_QUESTIONS_MAX - 1),
  source: PitchVideoSource,
});

/** How many takes a question still allows after `takes` were started (null: unlimited). */
export function retakesLeft(retakes: VideoAnswerRetakes, takes: number): number | null {
  if (retakes === VIDEO_ANSWER_UNLIMITED) return null;
  return Math.max(0, retakes + 1 - Math.max(takes, 1));
}

/** The moment an upload of a take started at `takeStartedAt` must have begun by (ms since epoch). */
export function answerUploadDeadline(
  takeStartedAt: number,
  settings: { thinkingSeconds: number; answerSeconds: number },
): number {
  return (
    takeStartedAt +
    (settings.thinkingSeconds + settings.answerSeconds + VIDEO_ANSWER_GRACE_SECONDS) * 1000
  );
}
