import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interview } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';

export const interviewsKey = ['interviews'] as const;

export const myInterviewsQueryOptions = () =>
  queryOptions({
    queryKey: [...interviewsKey, 'mine'],
    queryFn: ({ signal }) => apiGet<Interview[]>('/api/interviews', { signal }),
  });

/** The signed-in candidate's or company's own interviews. */
export const useMyInterviews = () => useQuery(myInterviewsQueryOptions());
