import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateStats } from '@takeoff/shared/dashboards';
import { apiRequest } from '@/lib/api-client';

export const candidateStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboards', 'candidate-stats'],
    queryFn: ({ signal }) => apiRequest<CandidateStats>('/api/candidates/me/stats', { signal }),
  });

export function useCandidateStats() {
  return useQuery(candidateStatsQueryOptions());
}
