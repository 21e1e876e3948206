import { ConfidenceEvidence, summariseEvidence } from '@takeoff/shared/confidence';
import { displayStatus, type AnonymousPitch, type CandidatePitch } from '@takeoff/shared/pitches';
import { pitchThumbnail } from '@takeoff/shared/youtube';
import type { candidatePitches } from '../../db/schema/pitches';
import { candidateIdentity, type CandidateIdentity } from '../applications/candidate-identity';
import {
  toPitchVideoOwnerView,
  toPitchVideoView,
  type PitchVideoRow,
} from '../pitch-videos/pitch-videos.views';

export type PitchRow = typeof candidatePitches.$inferSelect;

/** The evidence of a stored analysis (jsonb), or null when there is none or it is of an unknown shape. */
export const evidenceOf = (analysis: unknown) => {
  const parsed = ConfidenceEvidence.safeParse(
    (analysis as { evidence?: unknown } | null)?.evidence,
  );
  return parsed.success ? parsed.data : null;
};

const anonymous = (row: PitchRow) => candidateIdentity({ id: row.candidateId, name: '' }, false);

/** The pitch's live Takeoff video, when `video` is the row it points at (the caller reads it). */
const liveVideo = (row: PitchRow, video: PitchVideoRow | null | undefined) =>
  video && row.videoId === video.id ? video : null;

/**
 * The blind-review view: built field by field from the row (never spread), so a name, email or
 * transcript cannot reach a company even if the row carried one. The label is the name only when the
 * identity rule says so (the candidate applied to the reading company). A Takeoff video replaces the
 * YouTube link (which is not shown while one is live); viewers other than the owner get it once ready.
 */
export function toAnonymousPitch(
  row: PitchRow,
  identity: CandidateIdentity = anonymous(row),
  video: PitchVideoRow | null = null,
): AnonymousPitch {
  const live = liveVideo(row, video);
  return {
    id: row.id,
    candidateId: row.candidateId,
    label: identity.label,
    named: identity.named,
    title: row.title,
    skills: row.skills,
    status: displayStatus(row.status),
    source: live ? (live.source as 'recorded' | 'uploaded') : row.videoId ? 'uploaded' : 'youtube',
    youtubeLink: row.videoId === null ? row.youtubeLink : null,
    video: live && live.state === 'ready' ? toPitchVideoView(live) : null,
    videoUrl: row.videoUrl,
    thumbnailUrl:
      row.videoId === null
        ? pitchThumbnail(row)
        : live?.state === 'ready'
          ? toPitchVideoView(live).posterUrl
          : null,
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
  video: PitchVideoRow | null = null,
): CandidatePitch {
  const live = liveVideo(row, video);
  return {
    ...toAnonymousPitch(row, undefined, video),
    evidence: evidenceOf(row.analysis),
    video: live ? toPitchVideoOwnerView(live) : null,
    transcript: row.transcript,
    isProtected: row.isProtected,
    updatedAt: row.updatedAt.toISOString(),
    candidateName: candidate?.name ?? null,
    candidateEmail: candidate?.email ?? null,
  };
}
