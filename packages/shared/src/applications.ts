import { z } from 'zod';
import { ScoreOverride } from './score-reviews';
import { IsoDateTime, PageQuery, pageOf } from './common';
import { Job } from './jobs';
import { PitchSource, PitchVideoView } from './pitch-videos';
import { VideoAnswersSummary } from './video-answers';

/** The hiring pipeline, in order; rejected is the way out from any stage. */
export const PIPELINE_STAGES = [
  'pending',
  'reviewed',
  'shortlisted',
  'interviewing',
  'hired',
] as const;
export const APPLICATION_STATUSES = [...PIPELINE_STAGES, 'rejected'] as const;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

export const COVER_MESSAGE_MAX = 2000;
export const RECENT_APPLICATIONS_COUNT = 3;

export const APPLICATION_MESSAGES = {
  pitchRequiredTitle: 'Video Pitch Required',
  pitchRequired: 'Please create a video pitch before applying to jobs.',
  alreadyApplied: 'You have already applied to this job.',
  notPending: 'Only an application the company has not acted on yet can be withdrawn.',
  jobClosed: 'This job is closed and no longer accepts applications.',
  applyFailed: 'Failed to submit application.',
  applied: 'Application submitted',
  empty: 'No applications yet',
  sameStatus: 'The application already has this status.',
} as const;

/**
 * Which moves a company may make. Drag and drop allows jumping columns, so any stage may follow any
 * other; what is refused is a no-op move (it would log an event that changed nothing).
 */
export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return from !== to;
}

/** The next stage a "move forward" button offers, or null at the end of the pipeline. */
export function nextStage(status: ApplicationStatus): ApplicationStatus | null {
  const index = PIPELINE_STAGES.indexOf(status as (typeof PIPELINE_STAGES)[number]);
  if (index < 0 || index === PIPELINE_STAGES.length - 1) return null;
  return PIPELINE_STAGES[index + 1]!;
}

/** Median of a list of numbers (null for none), for time-to-hire. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * POST /api/applications. The seeds' client also sends candidateId and status: they are stripped —
 * the candidate is the caller and an application always starts pending.
 */
export const CreateApplicationRequest = z
  .object({
    jobId: z.coerce.number().int().positive().max(2_147_483_647),
    /** The flight's number, from its page: required to apply to an unlisted flight (its link is the only way in). */
    flightNumber: z.string().trim().toUpperCase().max(20).optional(),
    coverMessage: z
      .string()
      .trim()
      .max(COVER_MESSAGE_MAX)
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .meta({ id: 'CreateApplicationRequest' });
export type CreateApplicationRequest = z.input<typeof CreateApplicationRequest>;

export const MoveApplicationRequest = z
  .object({ status: ApplicationStatus })
  .meta({ id: 'MoveApplicationRequest' });
export type MoveApplicationRequest = z.infer<typeof MoveApplicationRequest>;

/** What both sides see of an application. Candidate name and email appear only on company views of applications to its own jobs. */
export const Application = z
  .object({
    id: z.number().int(),
    jobId: z.number().int(),
    jobTitle: z.string(),
    companyId: z.number().int(),
    companyName: z.string(),
    candidateId: z.number().int(),
    status: ApplicationStatus,
    coverMessage: z.string().nullable(),
    appliedAt: IsoDateTime,
    statusChangedAt: IsoDateTime,
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof Application>;

export const ApplicationPage = pageOf(Application).meta({ id: 'ApplicationPage' });
export type ApplicationPage = z.infer<typeof ApplicationPage>;

export const ApplicantPitch = z
  .object({
    id: z.number().int(),
    title: z.string(),
    skills: z.array(z.string()),
    youtubeLink: z.string().nullable(),
    videoUrl: z.string().nullable(),
    moodScore: z.number().nullable(),
    confidenceScore: z.number().nullable(),
    /** True when the transcript is in a language the analyser does not read: shown as "not analysed", never as numbers. */
    notAnalysed: z.boolean(),
    /** Where the pitch's video comes from; `video` is its Takeoff-hosted video once ready and the company may play it. */
    source: PitchSource,
    video: PitchVideoView.nullable(),
    /** True when the organisation turned automated scores off (the numbers are then null). */
    automatedScoresOff: z.boolean().optional(),
    /** A member's judgements that replace the numbers on the card (issue #41). */
    overrides: z.array(ScoreOverride).optional(),
  })
  .meta({ id: 'ApplicantPitch' });

export const Applicant = Application.extend({
  candidateName: z.string(),
  /** Null for an interviewer: scoring needs the pitch and answers, not the candidate's address. */
  candidateEmail: z.string().nullable(),
  pitch: ApplicantPitch.nullable(),
  /** The organisation member who made the last stage move; null while it was never moved. */
  movedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Closed automatically because nobody answered within the organisation's response promise (issue #41). */
  closedNoAnswer: z.boolean(),
  /** The organisation kept the candidate in its talent pool (when rejecting): the pipeline can show only them. */
  inTalentPool: z.boolean(),
  /** The card's "Answers: 2 of 3" / "Answered" / "Overdue"; null when never asked for video answers. */
  videoAnswers: VideoAnswersSummary.nullable(),
}).meta({ id: 'Applicant' });
export type Applicant = z.infer<typeof Applicant>;

/**
 * A job on the pipeline board with its applicants: everything of the job but its description, which the board does
 * not show (a page of 25 jobs carried ~60 KB of descriptions, two thirds of the answer).
 */
export const JobWithApplications = Job.omit({ description: true })
  .extend({ applications: z.array(Applicant) })
  .meta({ id: 'JobWithApplications' });
export type JobWithApplications = z.infer<typeof JobWithApplications>;
export const JobsWithApplicationsPage = pageOf(JobWithApplications).meta({
  id: 'JobsWithApplicationsPage',
});
export type JobsWithApplicationsPage = z.infer<typeof JobsWithApplicationsPage>;

/**
 * A page of the pipeline; `talentPool=true` keeps only the applicants the organisation kept in its own talent pool,
 * and only the jobs that have one (paged on the server, so it reaches past the first page of jobs).
 */
export const JobsWithApplicationsQuery = PageQuery.extend({
  talentPool: z
    .enum(['true', 'false'])
    .optional()
    .describe(
      "Only applicants in the organisation's own talent pool, and the jobs they applied to",
    ),
});
export type JobsWithApplicationsQuery = z.infer<typeof JobsWithApplicationsQuery>;

export const FunnelStage = z.object({
  status: z.enum(PIPELINE_STAGES),
  count: z.number().int().min(0),
});
export const CompanyJobStats = z
  .object({
    activeJobs: z.number().int(),
    applications: z.number().int(),
    interviews: z.number().int(),
    hires: z.number().int(),
    /** How many applications reached each stage (or a later one), ever. */
    funnel: z.array(FunnelStage),
    /** Where applications are now: how many stand at each stage today, and how many were rejected. */
    pipeline: z.array(z.object({ status: ApplicationStatus, count: z.number().int().min(0) })),
    /** Median days from application to hire, one decimal; null before the first hire. */
    medianTimeToHireDays: z.number().nullable(),
  })
  .meta({ id: 'CompanyJobStats' });
export type CompanyJobStats = z.infer<typeof CompanyJobStats>;
