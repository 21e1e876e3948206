import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationVideoAnswers } from '@takeoff/shared/video-answers';
import { apiGet } from '@/lib/api-client';

export const applicationAnswersKey = (applicationId: number) =>
  ['video-answers', 'application', applicationId] as const;

/** An application's answers as its company's members see them (null request: never asked). */
export const applicationAnswersQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: applicationAnswersKey(applicationId),
    queryFn: ({ signal }) =>
      apiGet<ApplicationVideoAnswers>(`/api/applications/${applicationId}/video-answers`, {
        signal,
      }),
  });

/**
 * While an answer is still being processed, asked again every few seconds (there is no socket event for answers).
 * The server hides a sent video from the company until it is playable: an answered question with neither video
 * nor written text is one still being prepared.
 */
const PROCESSING_POLL_MS = 4_000;

export const useApplicationAnswers = (applicationId: number, enabled = true) =>
  useQuery({
    ...applicationAnswersQueryOptions(applicationId),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.request?.questions.some(
        (question) =>
          question.answer?.state === 'queued' ||
          question.answer?.state === 'processing' ||
          (question.state === 'answered' && !question.answer && question.writtenAnswer === null),
      )
        ? PROCESSING_POLL_MS
        : false,
  });
