import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CandidateAnswerQuestion,
  CandidateAnswerRequest,
} from '@takeoff/shared/video-answers';
import { apiPost } from '@/lib/api-client';
import { answerRequestKey } from './get-answer-request';

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

/** The request in the cache with one question replaced by the server's answer. */
export const withQuestion = (
  request: CandidateAnswerRequest | undefined,
  question: CandidateAnswerQuestion,
) =>
  request && {
    ...request,
    questions: request.questions.map((each) => (each.index === question.index ? question : each)),
  };

export function useStartAnswerTake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAnswerTake,
    retry: false,
    onSuccess: (question, { requestId }) =>
      queryClient.setQueryData<CandidateAnswerRequest>(answerRequestKey(requestId), (request) =>
        withQuestion(request, question),
      ),
  });
}
