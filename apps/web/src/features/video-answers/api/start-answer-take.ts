import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CandidateAnswerQuestion,
  CandidateAnswerRequest,
} from '@takeoff/shared/video-answers';
import { apiPost } from '@/lib/api-client';
import { answerRequestKey } from './get-answer-request';
import { setAnsweredData } from '@/lib/query-client';

type TakeInput = { requestId: number; index: number; retake: boolean };

/**
 * Starts a question (the server reveals its text and records the moment; calling it again returns the same take) or
 * a retake (a new take with a new clock, while retakes remain: the server counts them).
 */
export const startAnswerTake = ({ requestId, index, retake }: TakeInput) =>
  apiPost<CandidateAnswerQuestion>(
    `/api/video-answer-requests/${requestId}/questions/${index}/${retake ? 'retake' : 'start'}`,
    {},
  );

/**
 * The request in the cache with one question replaced by the server's answer. Countdowns take the server's clock as
 * `now` minus the moment the data arrived; the merged data arrives now, so `now` moves on by the time since the request
 * came (`receivedAt`), or every countdown would run long by that time.
 */
export const withQuestion = (
  request: CandidateAnswerRequest | undefined,
  question: CandidateAnswerQuestion,
  receivedAt: number,
  at = Date.now(),
) =>
  request && {
    ...request,
    now: new Date(Date.parse(request.now) + (at - receivedAt)).toISOString(),
    questions: request.questions.map((each) => (each.index === question.index ? question : each)),
  };

export function useStartAnswerTake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAnswerTake,
    retry: false,
    onSuccess: (question, { requestId }) => {
      const key = answerRequestKey(requestId);
      const receivedAt = queryClient.getQueryState(key)?.dataUpdatedAt ?? Date.now();
      return setAnsweredData<CandidateAnswerRequest>(queryClient, key, (request) =>
        withQuestion(request, question, receivedAt),
      );
    },
  });
}
