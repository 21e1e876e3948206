import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationVideoAnswers, CompanyAnswerRequest } from '@takeoff/shared/video-answers';
import { apiPost } from '@/lib/api-client';
import { applicationAnswersKey } from './get-application-answers';

/** Reminds the applicant once (a second reminder is refused by the server). */
export const remindAnswers = (applicationId: number) =>
  apiPost<CompanyAnswerRequest>(`/api/applications/${applicationId}/video-answers/remind`, {});

export function useRemindAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindAnswers,
    retry: false,
    onSuccess: (request, applicationId) =>
      queryClient.setQueryData<ApplicationVideoAnswers>(
        applicationAnswersKey(applicationId),
        (answers) => answers && { ...answers, request },
      ),
  });
}
