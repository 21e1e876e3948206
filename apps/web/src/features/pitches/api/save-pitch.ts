import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidatePitch, CreatePitchRequest } from '@takeoff/shared/pitches';
import { apiPost, apiPut } from '@/lib/api-client';
import { pitchStudioKey } from './get-pitch-studio';
import { setAnsweredData } from '@/lib/query-client';

/**
 * A pitch with a YouTube link, or with a Takeoff-hosted video (`videoId`, recorded or uploaded, instead of the
 * link). An update sends only what changed.
 */
export type SavePitchInput = { id?: number } & Partial<Omit<CreatePitchRequest, 'youtubeLink'>> & {
    youtubeLink?: string;
    videoId?: number;
  };

/** Creates the pitch when there is none, else updates it (one pitch per candidate). */
export function savePitch({ id, ...input }: SavePitchInput) {
  return id
    ? apiPut<CandidatePitch>(`/api/candidate-pitches/${id}`, input)
    : apiPost<CandidatePitch>('/api/candidate-pitches', input);
}

export function useSavePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePitch,
    onSuccess: async (pitch) => {
      await setAnsweredData(queryClient, ['pitches', 'mine'], pitch);
      void queryClient.invalidateQueries({ queryKey: ['pitches', 'list'] });
      // The studio's live video comes from the pitch: a saved videoId may have become the live one.
      void queryClient.invalidateQueries({ queryKey: pitchStudioKey });
    },
  });
}
