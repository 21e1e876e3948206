import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateAnswerRequest } from '@takeoff/shared/video-answers';
import { apiGet } from '@/lib/api-client';

export const answerRequestKey = (id: number) => ['video-answers', 'request', id] as const;

/** One request as its candidate sees it: a question's text only once started. */
export const answerRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: answerRequestKey(id),
    queryFn: ({ signal }) =>
      apiGet<CandidateAnswerRequest>(`/api/video-answer-requests/${id}`, { signal }),
  });

export const useAnswerRequest = (id: number) => useQuery(answerRequestQueryOptions(id));
