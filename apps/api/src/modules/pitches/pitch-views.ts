import { ConfidenceEvidence, summariseEvidence } from '@takeoff/shared/confidence';
import { displayStatus, type AnonymousPitch, type CandidatePitch } from '@takeoff/shared/pitches';
import { pitchThumbnail } from '@takeoff/shared/youtube';
import type { candidatePitches } from '../../db/schema/pitches';
import { candidateIdentity, type CandidateIdentity } from '../applications/candidate-identity';

export type PitchRow = typeof candidatePitches.$inferSelect;

/** The evidence of a stored analysis (jsonb), or null when there is none or it is of an unknown shape. */
export const evidenceOf = (analysis: unknown) => {
  const parsed = ConfidenceEvidence.safeParse(
    (analysis as { evidence?: unknown } | null)?.evidence,
  );
  return parsed.success ? parsed.data : null;
};

const anonymous = (row: PitchRow) => candidateIdentity({ id: row.candidateId, name: '' }, false);

/**
 * The blind-review view: built field by field from the row (never spread), so a name, email or
 * transcript cannot reach a company even if the row carried one. The label is the name only when the
 * identity rule says so (the candidate applied to the reading company).
 */
export function toAnonymousPitch(
  row: PitchRow,
  identity: CandidateIdentity = anonymous(row),
): AnonymousPitch {
  return {
    id: row.id,
    candidateId: row.candidateId,
    label: identity.label,
    named: identity.named,
    title: row.title,
    skills: row.skills,
    status: displayStatus(row.status),
    youtubeLink: row.youtubeLink,
    videoUrl: row.videoUrl,
    thumbnailUrl: pitchThumbnail(row),
    orderIndex: row.orderIndex,
    isActive: row.isActive,
    moodScore: row.moodScore,
    confidenceScore: row.confidenceScore,
    evidence: ((e) => (e ? summariseEvidence(e) : null))(evidenceOf(row.analysis)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's view (no name needed: it is theirs) and the admin's (with the candidate's name and email). */
export function toFullPitch(
  row: PitchRow,
  candidate: { name: string; email: string } | null,
): CandidatePitch {
  return {
    ...toAnonymousPitch(row),
    evidence: evidenceOf(row.analysis),
    transcript: row.transcript,
    isProtected: row.isProtected,
    updatedAt: row.updatedAt.toISOString(),
    candidateName: candidate?.name ?? null,
    candidateEmail: candidate?.email ?? null,
  };
}
