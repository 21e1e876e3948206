import { z } from 'zod';
import { plainText } from './plain-text';
import { pageOf } from './common';
import { ConfidenceEvidence, EvidenceSummary, TRANSCRIPT_MAX_DURATION_SECONDS, TRANSCRIPT_MAX_LENGTH } from './confidence';
import { validatePitchYoutubeUrl } from './youtube';

export const PITCH_STATUSES = ['available', 'onboarding', 'placement'] as const;
export const PitchStatus = z.enum(PITCH_STATUSES);
export type PitchStatus = z.infer<typeof PitchStatus>;

export const PITCH_TITLE_MAX = 120;
export const PITCH_SKILLS_MAX = 30;
export const PITCH_SKILL_MAX_LENGTH = 50;
/** Missing orderIndex sorts as 999 (seeds). */
export const DEFAULT_ORDER_INDEX = 999;
export const PROTECTED_PITCH = 'PROTECTED_PITCH';

export { candidateLabel } from './candidate-label';

/** Any status other than the three known ones is displayed as Available (seeds). */
export const displayStatus = (status: string | null | undefined): PitchStatus =>
  (PITCH_STATUSES as readonly string[]).includes(status ?? '') ? (status as PitchStatus) : 'available';

/** Skills typed as 'React, Node ,, SQL' → ['React', 'Node', 'SQL']. */
export const splitSkills = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const PITCH_TEXTS = {
  saveButton: 'Save Pitch Info',
  updateButton: 'Update Pitch Info',
  introExisting: 'Great! You already have a video pitch. You can update your pitch information or change your YouTube video below.',
  introNew: 'Ready to create your video pitch? Add your professional title, key skills and a YouTube link to your pitch video.',
  missingTitle: 'Missing Information',
  missingBody: 'Please fill in all required fields including YouTube URL.',
  saved: 'YouTube pitch saved! Companies can now view your pitch in their candidate dashboard.',
  updated: 'YouTube pitch updated successfully!',
  deleted: 'Video pitch deleted successfully!',
  createFailed: 'Failed to save pitch. Please try again.',
  updateFailed: 'Failed to update pitch. Please try again.',
  deleteFailed: 'Failed to delete pitch.',
  protectedTitle: 'Video Pitch Protected',
  protectedBody: 'This video pitch is permanently preserved in the system and cannot be deleted. This protects your valuable content.',
  accessDenied: 'Access Denied',
  onlyAdminStatus: 'Only administrators can change candidate status',
  onlyAdminArchive: 'Only administrators can archive pitches',
  onlyAdminDelete: 'Only administrators can delete pitches',
  statusFailed: 'Failed to update candidate status',
  archiveFailed: 'Failed to archive pitch',
  noPitches: 'No candidate pitches available yet.',
  /** The pitch's spoken length as m:ss, when the candidate gave it (the seeds' fixed "2:30 · HD Quality" said nothing true). */
  durationBadge: (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`,
  anonymous: 'Anonymous Candidate',
  /** Shown instead of 'Anonymous Candidate' once the candidate applied to the reading company. */
  appliedToYou: 'Applied to your jobs',
} as const;

const Skill = plainText().trim().min(1).max(PITCH_SKILL_MAX_LENGTH);
export const PitchSkills = z
  .array(Skill)
  .min(1, 'Add at least one skill')
  .max(PITCH_SKILLS_MAX, `At most ${PITCH_SKILLS_MAX} skills`);
export const PitchTitle = plainText().trim().min(1, 'Title is required').max(PITCH_TITLE_MAX);
export const YoutubeLink = plainText()
  .trim()
  .max(300)
  .superRefine((value, ctx) => {
    const problem = validatePitchYoutubeUrl(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const Transcript = plainText().trim().max(TRANSCRIPT_MAX_LENGTH);
const TranscriptDuration = z.number().positive().max(TRANSCRIPT_MAX_DURATION_SECONDS);

/** candidateId comes from the session, never the body (unknown keys are stripped). */
export const CreatePitchRequest = z
  .object({
    title: PitchTitle,
    skills: PitchSkills,
    youtubeLink: YoutubeLink,
    transcript: Transcript.optional(),
    transcriptDurationSeconds: TranscriptDuration.optional(),
  })
  .meta({ id: 'CreatePitchRequest' });
export type CreatePitchRequest = z.infer<typeof CreatePitchRequest>;

/** Owner fields (title, skills, youtubeLink, transcript) or admin fields (status, isActive). */
export const UpdatePitchRequest = z
  .object({
    title: PitchTitle.optional(),
    skills: PitchSkills.optional(),
    youtubeLink: YoutubeLink.optional(),
    transcript: Transcript.nullable().optional(),
    transcriptDurationSeconds: TranscriptDuration.optional(),
    status: PitchStatus.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update')
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
    youtubeLink: z.string().nullable(),
    videoUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    orderIndex: z.number().int().nullable(),
    isActive: z.boolean(),
    moodScore: z.number().nullable(),
    confidenceScore: z.number().nullable(),
    /** Counts and categories only: the words found in the transcript stay with the candidate. */
    evidence: EvidenceSummary.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AnonymousPitch' });
export type AnonymousPitch = z.infer<typeof AnonymousPitch>;

/** The owner's and the admin's view; candidateName/Email are filled for admins only. */
export const CandidatePitch = AnonymousPitch.extend({
  /** The full evidence, words included: it is the owner's own transcript (and the admin's to moderate). */
  evidence: ConfidenceEvidence.nullable(),
  transcript: z.string().nullable(),
  isProtected: z.boolean(),
  updatedAt: z.string(),
  candidateName: z.string().nullable(),
  candidateEmail: z.string().nullable(),
}).meta({ id: 'CandidatePitch' });
export type CandidatePitch = z.infer<typeof CandidatePitch>;

export const PitchPage = pageOf(z.union([CandidatePitch, AnonymousPitch])).meta({ id: 'PitchPage' });
export type PitchPage = z.infer<typeof PitchPage>;
/** What a company gets of the grid: anonymous pitches only. */
export const AnonymousPitchPage = pageOf(AnonymousPitch).meta({ id: 'AnonymousPitchPage' });
/** A pitch as any viewer may get it: the full form for its owner and admins, the anonymous one for companies. */
export type ListedPitch = AnonymousPitch | CandidatePitch;

export const PitchExistence = z
  .object({ exists: z.boolean(), pitchId: z.number().int().nullable() })
  .meta({ id: 'PitchExistence' });
export type PitchExistence = z.infer<typeof PitchExistence>;

export const NOTE_MAX_LENGTH = 5_000;
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
