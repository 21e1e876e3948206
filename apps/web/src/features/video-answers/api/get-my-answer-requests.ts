import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateAnswerRequest } from '@takeoff/shared/video-answers';
import { apiGet } from '@/lib/api-client';

export const myAnswerRequestsKey = ['video-answers', 'mine'] as const;

/** The candidate's own answer requests (one per application that asks for answers). */
export const myAnswerRequestsQueryOptions = () =>
  queryOptions({
    queryKey: myAnswerRequestsKey,
    queryFn: ({ signal }) =>
      apiGet<CandidateAnswerRequest[]>('/api/video-answer-requests/mine', { signal }),
  });

export const useMyAnswerRequests = () => useQuery(myAnswerRequestsQueryOptions());
