import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InterviewPage } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';
import { interviewsKey } from './get-my-interviews';

export const companyInterviewsQueryOptions = (companyId: number) =>
  infiniteQueryOptions({
    queryKey: [...interviewsKey, 'company', companyId],
    queryFn: ({ signal, pageParam }) =>
      apiGet<InterviewPage>(`/api/companies/${companyId}/interviews`, {
        signal,
        query: { cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useCompanyInterviews = (companyId: number) =>
  useInfiniteQuery(companyInterviewsQueryOptions(companyId));
