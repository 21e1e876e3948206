// The pitches area's constants and small rules, without its schemas: pages that only show pitches import these, not zod.

export { candidateLabel } from './candidate-label';

export const PITCH_STATUSES = ['available', 'onboarding', 'placement'] as const;
export type PitchStatus = (typeof PITCH_STATUSES)[number];

export const PITCH_TITLE_MAX = 120;
export const PITCH_SKILLS_MAX = 30;
export const PITCH_SKILL_MAX_LENGTH = 50;
/** Missing orderIndex sorts as 999 (seeds). */
export const DEFAULT_ORDER_INDEX = 999;
export const PROTECTED_PITCH = 'PROTECTED_PITCH';

/** Any status other than the three known ones is displayed as Available (seeds). */
export const displayStatus = (status: string | null | undefined): PitchStatus =>
  (PITCH_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as PitchStatus)
    : 'available';

/** Skills typed as 'React, Node ,, SQL' → ['React', 'Node', 'SQL']. */
export const splitSkills = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const PITCH_TEXTS = {
  saveButton: 'Save Pitch Info',
  updateButton: 'Update Pitch Info',
  introExisting:
    'Great! You already have a video pitch. You can update your pitch information or change your YouTube video below.',
  introNew:
    'Ready to create your video pitch? Add your professional title, key skills and a YouTube link to your pitch video.',
  missingTitle: 'Missing Information',
  missingBody: 'Please fill in all required fields including YouTube URL.',
  saved: 'YouTube pitch saved! Companies can now view your pitch in their candidate dashboard.',
  updated: 'YouTube pitch updated successfully!',
  deleted: 'Video pitch deleted successfully!',
  createFailed: 'Failed to save pitch. Please try again.',
  updateFailed: 'Failed to update pitch. Please try again.',
  deleteFailed: 'Failed to delete pitch.',
  protectedTitle: 'Video Pitch Protected',
  protectedBody:
    'This video pitch is permanently preserved in the system and cannot be deleted. This protects your valuable content.',
  accessDenied: 'Access Denied',
  onlyAdminStatus: 'Only administrators can change candidate status',
  onlyAdminArchive: 'Only administrators can archive pitches',
  onlyAdminDelete: 'Only administrators can delete pitches',
  statusFailed: 'Failed to update candidate status',
  archiveFailed: 'Failed to archive pitch',
  noPitches: 'No candidate pitches available yet.',
  /** The pitch's spoken length as m:ss, when the candidate gave it (the seeds' fixed "2:30 · HD Quality" said nothing true). */
  durationBadge: (seconds: number) =>
    `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`,
  anonymous: 'Anonymous Candidate',
  /** Shown instead of 'Anonymous Candidate' once the candidate applied to the reading company. */
  appliedToYou: 'Applied to your jobs',
} as const;

export const NOTE_MAX_LENGTH = 5_000;
