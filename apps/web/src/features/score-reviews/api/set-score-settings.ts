import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoreSettings, ScoreSettingsRequest } from '@takeoff/shared/score-reviews';
import { apiPut } from '@/lib/api-client';
import { scoreSettingsQueryOptions } from './get-score-settings';
import { setAnsweredData } from '@/lib/query-client';

export const setScoreSettings = (body: ScoreSettingsRequest) =>
  apiPut<ScoreSettings>('/api/org/score-settings', body);

export function useSetScoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setScoreSettings,
    retry: false,
    onSuccess: async (settings) => {
      await setAnsweredData(queryClient, scoreSettingsQueryOptions().queryKey, settings);
      // The server now leaves the numbers out (or puts them back): every cached pitch and card is stale.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications', 'by-job'] }),
        queryClient.invalidateQueries({ queryKey: ['pitches'] }),
      ]);
    },
  });
}
