import { z } from 'zod';
import { singleLine } from './plain-text';

/**
 * Structured, independent evaluation of an application by the organisation's members (issue #17): per job 3–8
 * criteria, each scored 1–4, plus an overall recommendation. Separate from the 1–5 star rating of a candidate.
 */
export const SCORECARD_CRITERIA_MIN = 3;
export const SCORECARD_CRITERIA_MAX = 8;

export const SCORES = [1, 2, 3, 4] as const;

export const Recommendation = z.enum(['strong_no', 'no', 'yes', 'strong_yes']);
export type Recommendation = z.infer<typeof Recommendation>;

export const DEFAULT_SCORECARD_CRITERIA = [
  {
    id: 'communication',
    name: 'Communication',
    description: 'Explains clearly, listens, adapts to the audience',
  },
  {
    id: 'role-skills',
    name: 'Role skills',
    description: 'Has the skills the role needs, shown with examples',
  },
  {
    id: 'motivation',
    name: 'Motivation',
    description: 'Wants this role and this team, for reasons that hold up',
  },
  {
    id: 'culture-add',
    name: 'Culture add',
    description: 'Brings something the team lacks, and works well with others',
  },
] as const;

const CriterionId = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and dashes');

export const ScorecardCriterion = z
  .object({
    id: CriterionId,
    name: singleLine().min(1, 'Give the criterion a name').max(60),
    description: z.string().trim().max(300),
  })
  .meta({ id: 'ScorecardCriterion' });
export type ScorecardCriterion = z.infer<typeof ScorecardCriterion>;

/** The job form's criteria: a new one has no id yet (the server makes one from its name). */
export const ScorecardCriteriaRequest = z
  .object({
    criteria: z
      .array(ScorecardCriterion.extend({ id: CriterionId.optional() }))
      .min(SCORECARD_CRITERIA_MIN, `Give at least ${SCORECARD_CRITERIA_MIN} criteria`)
      .max(SCORECARD_CRITERIA_MAX, `Give at most ${SCORECARD_CRITERIA_MAX} criteria`)
      .refine(
        (list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length,
        'Each criterion needs its own name',
      ),
  })
  .meta({ id: 'ScorecardCriteriaRequest' });
export type ScorecardCriteriaRequest = z.infer<typeof ScorecardCriteriaRequest>;

export const ScorecardCriteria = z
  .object({
    jobId: z.number().int(),
    criteria: z.array(ScorecardCriterion),
    isDefault: z.boolean(),
  })
  .meta({ id: 'ScorecardCriteria' });
export type ScorecardCriteria = z.infer<typeof ScorecardCriteria>;

export const CriterionScore = z.object({
  criterionId: CriterionId,
  score: z.number().int().min(1).max(4),
  note: z.string().trim().max(1000).optional(),
});
export type CriterionScore = z.infer<typeof CriterionScore>;

/** One member's scorecard: every criterion of the job scored once, and a recommendation. */
export const ScorecardInput = z
  .object({
    ratings: z
      .array(CriterionScore)
      .min(1)
      .max(SCORECARD_CRITERIA_MAX)
      .refine(
        (list) => new Set(list.map((r) => r.criterionId)).size === list.length,
        'Score each criterion once',
      ),
    recommendation: Recommendation,
    note: z.string().trim().max(2000).optional(),
  })
  .meta({ id: 'ScorecardInput' });
export type ScorecardInput = z.infer<typeof ScorecardInput>;

export const Scorecard = z
  .object({
    id: z.number().int(),
    applicationId: z.number().int(),
    author: z.object({ id: z.number().int(), name: z.string() }),
    ratings: z.array(
      z.object({ criterionId: z.string(), score: z.number().int(), note: z.string().nullable() }),
    ),
    recommendation: Recommendation,
    note: z.string().nullable(),
    submittedAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Scorecard' });
export type Scorecard = z.infer<typeof Scorecard>;

export const ScorecardAggregate = z
  .object({
    perCriterion: z.array(
      z.object({
        criterionId: z.string(),
        name: z.string(),
        mean: z.number().nullable(),
        min: z.number().nullable(),
        max: z.number().nullable(),
        count: z.number().int(),
      }),
    ),
    recommendations: z.record(Recommendation, z.number().int()),
    reviewers: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Members asked for a scorecard, or assigned to the job as interviewers, who have not submitted one. */
    pending: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'ScorecardAggregate' });
export type ScorecardAggregate = z.infer<typeof ScorecardAggregate>;

/**
 * An application's scorecards as the caller may see them. Others' scorecards and the aggregate stay hidden until
 * the caller submitted their own (against anchoring); owners and recruiters may ask to read them anyway.
 */
export const ScorecardSummary = z
  .object({
    applicationId: z.number().int(),
    criteria: z.array(ScorecardCriterion),
    mine: Scorecard.nullable(),
    /** Whether others' scorecards and the aggregate are shown; when not, `hiddenUntil` says why. */
    revealed: z.boolean(),
    hiddenUntil: z.enum(['submit-own']).nullable(),
    /** Whether the caller may read them without submitting (owners and recruiters). */
    canRevealWithoutSubmitting: z.boolean(),
    others: z.array(Scorecard),
    aggregate: ScorecardAggregate.nullable(),
  })
  .meta({ id: 'ScorecardSummary' });
export type ScorecardSummary = z.infer<typeof ScorecardSummary>;

export const ScorecardSummaryQuery = z.object({
  /** Owners and recruiters: read the others' scorecards without submitting one first. */
  reveal: z.enum(['true', 'false']).optional(),
});

export const ScorecardRequestInput = z
  .object({ memberId: z.number().int().positive() })
  .meta({ id: 'ScorecardRequestInput' });
export type ScorecardRequestInput = z.infer<typeof ScorecardRequestInput>;
