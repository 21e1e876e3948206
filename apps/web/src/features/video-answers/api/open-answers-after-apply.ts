import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { myAnswerRequestsQueryOptions } from './get-my-answer-requests';

/** After Apply: a flight that asks for video answers takes the candidate to its questions' intro. */
export function useOpenAnswersAfterApply() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (applicationId: number) => {
      // The request was made with the application, in the same transaction: /mine has it now.
      const requests = await queryClient.fetchQuery({
        ...myAnswerRequestsQueryOptions(),
        staleTime: 0,
      });
      const request = requests.find((each) => each.applicationId === applicationId);
      if (request) await navigate(`/candidate/answers/${request.id}`);
    },
    [queryClient, navigate],
  );
}
