import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScorecardSummary } from '@takeoff/shared/scorecards';
import { apiGet } from '@/lib/api-client';

export const scorecardsQueryKey = (applicationId: number) => ['scorecards', applicationId] as const;

/** An application's scorecards; `reveal` (owners and recruiters) reads the others' before submitting one's own. */
export const scorecardsQueryOptions = (applicationId: number, reveal: boolean) =>
  queryOptions({
    queryKey: [...scorecardsQueryKey(applicationId), { reveal }] as const,
    queryFn: ({ signal }) =>
      apiGet<ScorecardSummary>(`/api/applications/${applicationId}/scorecards`, {
        signal,
        query: reveal ? { reveal: 'true' } : undefined,
      }),
  });

export const useScorecards = (applicationId: number, reveal: boolean) =>
  useQuery(scorecardsQueryOptions(applicationId, reveal));
