import { z } from 'zod';
import { OpenScoreReview, ScoreOverride } from './score-reviews';
import { plainText, singleLine } from './plain-text';
import { pageOf } from './common';
import {
  ConfidenceEvidence,
  EvidenceSummary,
  TRANSCRIPT_MAX_DURATION_SECONDS,
  TRANSCRIPT_MAX_LENGTH,
} from './confidence';
import { validatePitchYoutubeUrl } from './youtube';
import { PitchSource, PitchVideoOwnerView, PitchVideoView } from './pitch-videos';
import {
  NOTE_MAX_LENGTH,
  PITCH_SKILL_MAX_LENGTH,
  PITCH_SKILLS_MAX,
  PITCH_STATUSES,
  PITCH_TITLE_MAX,
} from './pitch-constants';

export * from './pitch-constants';

export const PitchStatus = z.enum(PITCH_STATUSES);
export type PitchStatus = z.infer<typeof PitchStatus>;

const Skill = singleLine().min(1).max(PITCH_SKILL_MAX_LENGTH);
export const PitchSkills = z
  .array(Skill)
  .min(1, 'Add at least one skill')
  .max(PITCH_SKILLS_MAX, `At most ${PITCH_SKILLS_MAX} skills`);
export const PitchTitle = singleLine().min(1, 'Title is required').max(PITCH_TITLE_MAX);
export const YoutubeLink = plainText()
  .trim()
  .max(300)
  .superRefine((value, ctx) => {
    const problem = validatePitchYoutubeUrl(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const Transcript = plainText().trim().max(TRANSCRIPT_MAX_LENGTH);
const TranscriptDuration = z.number().positive().max(TRANSCRIPT_MAX_DURATION_SECONDS);

/** A pitch video of the candidate's own (recorded or uploaded in Takeoff). */
const VideoId = z.number().int().positive();
const ONE_SOURCE = 'Give either a YouTube link or a Takeoff video, not both';

/**
 * candidateId comes from the session, never the body (unknown keys are stripped). The video is either a YouTube
 * link or one of the candidate's own Takeoff videos (`videoId`): exactly one.
 */
export const CreatePitchRequest = z
  .object({
    title: PitchTitle,
    skills: PitchSkills,
    youtubeLink: YoutubeLink.optional(),
    videoId: VideoId.optional(),
    transcript: Transcript.optional(),
    transcriptDurationSeconds: TranscriptDuration.optional(),
  })
  .refine((v) => (v.youtubeLink === undefined) !== (v.videoId === undefined), {
    message: ONE_SOURCE,
    path: ['youtubeLink'],
  })
  .meta({ id: 'CreatePitchRequest' });
export type CreatePitchRequest = z.infer<typeof CreatePitchRequest>;

/** Owner fields (title, skills, youtubeLink, transcript) or admin fields (status, isActive). */
export const UpdatePitchRequest = z
  .object({
    title: PitchTitle.optional(),
    skills: PitchSkills.optional(),
    youtubeLink: YoutubeLink.optional(),
    /** Switches the pitch to one of the candidate's own Takeoff videos (instead of youtubeLink). */
    videoId: VideoId.optional(),
    transcript: Transcript.nullable().optional(),
    transcriptDurationSeconds: TranscriptDuration.optional(),
    status: PitchStatus.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update')
  .refine((v) => v.youtubeLink === undefined || v.videoId === undefined, {
    message: ONE_SOURCE,
    path: ['youtubeLink'],
  })
  .meta({ id: 'UpdatePitchRequest' });
export type UpdatePitchRequest = z.infer<typeof UpdatePitchRequest>;

/** What every viewer may see. Companies get exactly this: no name, no email, no transcript. */
export const AnonymousPitch = z
  .object({
    id: z.number().int(),
    candidateId: z.number().int(),
    /** How the reader may call the candidate: their name once they applied to the reading company, else 'Candidate #000123'. */
    label: z.string(),
    /** True when `label` is the candidate's name. */
    named: z.boolean(),
    title: z.string(),
    skills: z.array(z.string()),
    status: PitchStatus,
    /** Where the pitch's video comes from; a Takeoff video (recorded, uploaded) is played instead of any link. */
    source: PitchSource,
    /** Null when the pitch plays a Takeoff video. */
    youtubeLink: z.string().nullable(),
    /** The live Takeoff video (companies get it only once ready). */
    video: PitchVideoView.nullable(),
    videoUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    orderIndex: z.number().int().nullable(),
    isActive: z.boolean(),
    moodScore: z.number().nullable(),
    confidenceScore: z.number().nullable(),
    /** Counts and categories only: the words found in the transcript stay with the candidate. */
    evidence: EvidenceSummary.nullable(),
    createdAt: z.string(),
    /** Companies: true when the reading organisation turned automated scores off (the numbers above are then null). */
    automatedScoresOff: z.boolean().optional(),
    /** Companies: the reading organisation's people's judgements on this candidate's applications (issue #41). */
    overrides: z.array(ScoreOverride).optional(),
    /** Companies: the candidate's open request for a human review of the scores. */
    openReview: OpenScoreReview.nullable().optional(),
  })
  .meta({ id: 'AnonymousPitch' });
export type AnonymousPitch = z.infer<typeof AnonymousPitch>;

/** The owner's and the admin's view; candidateName/Email are filled for admins only. */
export const CandidatePitch = AnonymousPitch.extend({
  /** The full evidence, words included: it is the owner's own transcript (and the admin's to moderate). */
  evidence: ConfidenceEvidence.nullable(),
  /** The owner's and the admin's view of the live video, with its correctable transcript. */
  video: PitchVideoOwnerView.nullable(),
  transcript: z.string().nullable(),
  isProtected: z.boolean(),
  updatedAt: z.string(),
  candidateName: z.string().nullable(),
  candidateEmail: z.string().nullable(),
}).meta({ id: 'CandidatePitch' });
export type CandidatePitch = z.infer<typeof CandidatePitch>;

export const PitchPage = pageOf(z.union([CandidatePitch, AnonymousPitch])).meta({
  id: 'PitchPage',
});
export type PitchPage = z.infer<typeof PitchPage>;
/** What a company gets of the grid: anonymous pitches only. */
export const AnonymousPitchPage = pageOf(AnonymousPitch).meta({ id: 'AnonymousPitchPage' });
/** A pitch as any viewer may get it: the full form for its owner and admins, the anonymous one for companies. */
export type ListedPitch = AnonymousPitch | CandidatePitch;

export const PitchExistence = z
  .object({ exists: z.boolean(), pitchId: z.number().int().nullable() })
  .meta({ id: 'PitchExistence' });
export type PitchExistence = z.infer<typeof PitchExistence>;

export const UpsertNoteRequest = z
  .object({ body: plainText().trim().max(NOTE_MAX_LENGTH) })
  .meta({ id: 'UpsertNoteRequest' });
export const CandidateNote = z
  .object({
    candidateId: z.number().int(),
    body: z.string(),
    updatedAt: z.string().nullable(),
    /** The member of the organisation who wrote it last (the organisation shares one note per candidate). */
    updatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'CandidateNote' });
export type CandidateNote = z.infer<typeof CandidateNote>;
