import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PitchVideoOwnerView, SaveTranscriptRequest } from '@takeoff/shared/pitch-videos';
import { apiPut } from '@/lib/api-client';
import { pitchStudioKey } from './get-pitch-studio';

export const savePitchTranscript = (id: number, body: SaveTranscriptRequest) =>
  apiPut<PitchVideoOwnerView>(`/api/pitch-videos/${id}/transcript`, body);

/** PUT /api/pitch-videos/:id/transcript: the candidate's corrected, typed or dictated transcript. */
export function useSavePitchTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SaveTranscriptRequest }) =>
      savePitchTranscript(id, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: pitchStudioKey });
      // The analysis (mood, confidence) is computed from the transcript.
      void queryClient.invalidateQueries({ queryKey: ['pitches'] });
    },
  });
}
