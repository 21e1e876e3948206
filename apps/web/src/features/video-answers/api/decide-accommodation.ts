import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationVideoAnswers,
  CompanyAnswerRequest,
  DecideAccommodationRequest,
} from '@takeoff/shared/video-answers';
import { apiPut } from '@/lib/api-client';
import { applicationAnswersKey } from './get-application-answers';
import { setAnsweredData } from '@/lib/query-client';

export const decideAccommodation = ({
  applicationId,
  input,
}: {
  applicationId: number;
  input: DecideAccommodationRequest;
}) =>
  apiPut<CompanyAnswerRequest>(
    `/api/applications/${applicationId}/video-answers/accommodation`,
    input,
  );

export function useDecideAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAccommodation,
    retry: false,
    onSuccess: (request, { applicationId }) =>
      Promise.all([
        setAnsweredData<ApplicationVideoAnswers>(
          queryClient,
          applicationAnswersKey(applicationId),
          (answers) => answers && { ...answers, request },
        ),
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
      ]),
  });
}
