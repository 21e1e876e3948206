import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CandidateAnswerRequest,
  RequestAccommodationRequest,
} from '@takeoff/shared/video-answers';
import { apiPost } from '@/lib/api-client';
import { answerRequestKey } from './get-answer-request';
import { setAnsweredData } from '@/lib/query-client';

export const requestAccommodation = ({
  requestId,
  input,
}: {
  requestId: number;
  input: RequestAccommodationRequest;
}) =>
  apiPost<CandidateAnswerRequest>(`/api/video-answer-requests/${requestId}/accommodation`, input);

export function useRequestAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccommodation,
    retry: false,
    onSuccess: (request) => setAnsweredData(queryClient, answerRequestKey(request.id), request),
  });
}
