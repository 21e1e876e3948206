import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoreSettings } from '@takeoff/shared/score-reviews';
import { apiGet } from '@/lib/api-client';

export const scoreSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['score-reviews', 'settings'] as const,
    queryFn: ({ signal }) => apiGet<ScoreSettings>('/api/org/score-settings', { signal }),
  });

export const useScoreSettings = () => useQuery(scoreSettingsQueryOptions());
