import { z } from 'zod';
import { plainText, singleLine } from './plain-text';
import { SCORE_MAX, SCORE_MIN } from './confidence';
import {
  AUTOMATED_SCORES,
  JUDGEMENT_MAX_LENGTH,
  OVERRIDE_REASON_MAX_LENGTH,
  REVIEW_MESSAGE_MAX_LENGTH,
  REVIEW_NOTE_MAX_LENGTH,
  REVIEW_STATUSES,
} from './score-review-constants';

export * from './score-review-constants';

/**
 * People overrule automated scores (issue #41): a member sets a score aside for an application with their own
 * judgement and a reason; a candidate asks for a human review; an organisation can turn automated scores off.
 */
export const AutomatedScore = z.enum(AUTOMATED_SCORES);
export type AutomatedScore = z.infer<typeof AutomatedScore>;

export const SetScoreOverrideRequest = z
  .object({
    score: AutomatedScore,
    /** The person's own level on the same 1–5 scale, so the card can show it in place of the number. */
    level: z.number().int().min(SCORE_MIN).max(SCORE_MAX),
    /** Their wording, shown on the card ("Calm and clear once warmed up"). */
    judgement: singleLine().min(1, 'Say what you judge').max(JUDGEMENT_MAX_LENGTH),
    /** Why the automated number is set aside: kept in the audit log. */
    reason: plainText().trim().min(1, 'Give a reason').max(OVERRIDE_REASON_MAX_LENGTH),
  })
  .meta({ id: 'SetScoreOverrideRequest' });
export type SetScoreOverrideRequest = z.infer<typeof SetScoreOverrideRequest>;

export const ScoreOverride = z
  .object({
    applicationId: z.number().int(),
    score: AutomatedScore,
    level: z.number().int(),
    judgement: z.string(),
    reason: z.string(),
    /** The member who set it aside (the organisation sees its own members). */
    by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    at: z.string(),
  })
  .meta({ id: 'ScoreOverride' });
export type ScoreOverride = z.infer<typeof ScoreOverride>;

/** Withdrawing a judgement: the automated score shows again; the reason goes to the audit log with who and when. */
export const WithdrawScoreOverrideRequest = z
  .object({
    score: AutomatedScore,
    reason: plainText().trim().min(1, 'Give a reason').max(OVERRIDE_REASON_MAX_LENGTH),
  })
  .meta({ id: 'WithdrawScoreOverrideRequest' });
export type WithdrawScoreOverrideRequest = z.infer<typeof WithdrawScoreOverrideRequest>;

export const WithdrawnScoreOverride = z
  .object({ applicationId: z.number().int(), score: AutomatedScore, withdrawnAt: z.string() })
  .meta({ id: 'WithdrawnScoreOverride' });
export type WithdrawnScoreOverride = z.infer<typeof WithdrawnScoreOverride>;

export const ScoreSettings = z
  .object({
    /** Default true. Off: the organisation's members get no mood or confidence numbers in any payload. */
    automatedScores: z.boolean(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'ScoreSettings' });
export type ScoreSettings = z.infer<typeof ScoreSettings>;

export const ScoreSettingsRequest = z
  .object({ automatedScores: z.boolean() })
  .meta({ id: 'ScoreSettingsRequest' });
export type ScoreSettingsRequest = z.infer<typeof ScoreSettingsRequest>;

export const ReviewStatus = z.enum(REVIEW_STATUSES);

export const RequestScoreReviewRequest = z
  .object({
    message: plainText().trim().max(REVIEW_MESSAGE_MAX_LENGTH).optional(),
  })
  .meta({ id: 'RequestScoreReviewRequest' });
export type RequestScoreReviewRequest = z.infer<typeof RequestScoreReviewRequest>;

export const CompleteScoreReviewRequest = z
  .object({
    note: plainText().trim().min(1, 'Write what you found').max(REVIEW_NOTE_MAX_LENGTH),
  })
  .meta({ id: 'CompleteScoreReviewRequest' });
export type CompleteScoreReviewRequest = z.infer<typeof CompleteScoreReviewRequest>;

/**
 * A candidate's request for a human review. The reviewing organisation is not named to the candidate (company views
 * of a pitch are anonymous to candidates); companies see only open requests, never another's note.
 */
export const ScoreReview = z
  .object({
    id: z.number().int(),
    pitchId: z.number().int(),
    status: ReviewStatus,
    message: z.string().nullable(),
    /** The scores as they stood when the candidate asked. */
    moodScore: z.number().nullable(),
    confidenceScore: z.number().nullable(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'ScoreReview' });
export type ScoreReview = z.infer<typeof ScoreReview>;

export const ScoreReviewList = z
  .object({ items: z.array(ScoreReview) })
  .meta({ id: 'ScoreReviewList' });
export type ScoreReviewList = z.infer<typeof ScoreReviewList>;

/** What a company sees of a pitch's open review request. */
export const OpenScoreReview = z
  .object({ id: z.number().int(), message: z.string().nullable(), createdAt: z.string() })
  .meta({ id: 'OpenScoreReview' });
export type OpenScoreReview = z.infer<typeof OpenScoreReview>;
