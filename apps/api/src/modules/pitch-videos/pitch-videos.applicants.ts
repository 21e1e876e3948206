import type { PitchSource, PitchVideoView } from '@takeoff/shared/pitch-videos';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import { companyTermsAccepted } from '../consent/consent-state';
import { videosByIds } from './pitch-videos.store';
import { toPitchVideoView } from './pitch-videos.views';

export interface ApplicantPitchVideo {
  source: PitchSource;
  video: PitchVideoView | null;
}

/**
 * The Takeoff-hosted videos of applicants' pitches, by the pitches' `video_id`, as a company's pipeline plays them:
 * only ready ones, and only when the media route would serve them (the caller passes null for a pitch that is
 * archived or whose candidate withdrew consent; Company Terms are checked here). The source is told either way.
 */
export async function applicantPitchVideos(
  deps: Pick<AppDeps, 'db'>,
  actor: SessionUser,
  pitches: { videoId: number | null; playable: boolean }[],
): Promise<(ApplicantPitchVideo | null)[]> {
  const rows = await videosByIds(
    deps.db,
    pitches.map((p) => p.videoId),
  );
  const mayPlay = rows.size > 0 && (await companyTermsAccepted(deps.db, actor));
  return pitches.map(({ videoId, playable }) => {
    const row = videoId === null ? undefined : rows.get(videoId);
    if (!row) return null;
    const ready = row.state === 'ready' && playable && mayPlay;
    return { source: row.source as PitchSource, video: ready ? toPitchVideoView(row) : null };
  });
}
