import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateAnswerQuestion, WrittenAnswerRequest } from '@takeoff/shared/video-answers';
import { apiPost } from '@/lib/api-client';
import { answerRequestKey } from './get-answer-request';

/** The written alternative, only when the company granted it as an accommodation. */
export const sendWrittenAnswer = ({
  requestId,
  index,
  input,
}: {
  requestId: number;
  index: number;
  input: WrittenAnswerRequest;
}) =>
  apiPost<CandidateAnswerQuestion>(
    `/api/video-answer-requests/${requestId}/questions/${index}/written`,
    input,
  );

export function useSendWrittenAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWrittenAnswer,
    retry: false,
    // The whole request: answering the last question completes it.
    onSuccess: (_question, { requestId }) =>
      queryClient.invalidateQueries({ queryKey: answerRequestKey(requestId) }),
  });
}
