import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoreOverride, SetScoreOverrideRequest } from '@takeoff/shared/score-reviews';
import { apiPut } from '@/lib/api-client';

export type SetScoreOverrideInput = SetScoreOverrideRequest & { applicationId: number };

/** Sets an automated score aside for an application with the member's own level, wording and reason. */
export function setScoreOverride({ applicationId, ...body }: SetScoreOverrideInput) {
  return apiPut<ScoreOverride>(`/api/applications/${applicationId}/score-override`, body);
}

export function useSetScoreOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setScoreOverride,
    retry: false,
    // The pipeline board and the pitches grid both show the judgement in place of the number.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications', 'by-job'] }),
        queryClient.invalidateQueries({ queryKey: ['pitches'] }),
      ]),
  });
}
