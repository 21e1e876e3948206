import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PITCH_VIDEO_EVENT,
  type PitchStudioState,
  type PitchVideoOwnerView,
} from '@takeoff/shared/pitch-videos';
import { apiGet } from '@/lib/api-client';
import { useRealtimeEvent } from '@/lib/realtime-socket';

export const pitchStudioKey = ['pitch-videos', 'mine'] as const;

export const pitchStudioQueryOptions = () =>
  queryOptions({
    queryKey: pitchStudioKey,
    queryFn: ({ signal }) => apiGet<PitchStudioState>('/api/pitch-videos/mine', { signal }),
    // While a video is being processed, ask again now and then: the socket may be down (the server is the truth).
    refetchInterval: (query) => (isUnfinished(query.state.data?.pending) ? 15_000 : false),
  });

const isUnfinished = (video: PitchVideoOwnerView | null | undefined) =>
  video?.state === 'queued' || video?.state === 'processing';

/**
 * The video whose processing (or failure) the studio shows: the pending one, else a live one that is not ready yet
 * (a pitch's first video is live from the start). `hasLive`: another video keeps playing meanwhile.
 */
export function videoInProcessing(state: PitchStudioState | undefined) {
  const live = state?.live ?? null;
  if (state?.pending) return { video: state.pending, hasLive: live !== null };
  if (live && live.state !== 'ready') return { video: live, hasLive: false };
  return null;
}

/** Folds a pushed video into the cached state: the pending one moves on, or becomes the live one when ready. */
export function applyPitchVideoEvent(
  state: PitchStudioState | undefined,
  video: PitchVideoOwnerView,
): PitchStudioState | undefined {
  if (!state) return state;
  if (video.state === 'ready' && (state.pending?.id === video.id || state.live?.id === video.id))
    return {
      ...state,
      live: video,
      pending: state.pending?.id === video.id ? null : state.pending,
    };
  if (state.live?.id === video.id) return { ...state, live: video };
  return { ...state, pending: video };
}

/** The candidate's studio state from GET /mine, kept current by the socket's PITCH_VIDEO_EVENT. */
export function usePitchStudio() {
  const queryClient = useQueryClient();
  useRealtimeEvent<PitchVideoOwnerView>(PITCH_VIDEO_EVENT, (video) => {
    queryClient.setQueryData<PitchStudioState>(pitchStudioKey, (state) =>
      applyPitchVideoEvent(state, video),
    );
    // Ready or failed is a turn worth confirming with the server (and the pitch now plays the new video).
    if (video.state === 'ready' || video.state === 'failed') {
      void queryClient.invalidateQueries({ queryKey: pitchStudioKey });
      if (video.state === 'ready') void queryClient.invalidateQueries({ queryKey: ['pitches'] });
    }
  });
  return useQuery(pitchStudioQueryOptions());
}
