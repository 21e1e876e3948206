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

/**
 * While a sent answer is being processed, asked again every few seconds (there is no socket event for answers), so a
 * video that could not be processed shows as such and can be answered again.
 */
const PROCESSING_POLL_MS = 4_000;

export const useAnswerRequest = (id: number) =>
  useQuery({
    ...answerRequestQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data?.questions.some(
        (question) =>
          question.answer?.state === 'queued' || question.answer?.state === 'processing',
      )
        ? PROCESSING_POLL_MS
        : false,
  });
