import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationVideoAnswers, CompanyAnswerRequest } from '@takeoff/shared/video-answers';
import { apiPost } from '@/lib/api-client';
import { applicationAnswersKey } from './get-application-answers';
import { setAnsweredData } from '@/lib/query-client';

/** Reminds the applicant once (a second reminder is refused by the server). */
export const remindAnswers = (applicationId: number) =>
  apiPost<CompanyAnswerRequest>(`/api/applications/${applicationId}/video-answers/remind`, {});

export function useRemindAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindAnswers,
    retry: false,
    onSuccess: (request, applicationId) =>
      setAnsweredData<ApplicationVideoAnswers>(
        queryClient,
        applicationAnswersKey(applicationId),
        (answers) => answers && { ...answers, request },
      ),
  });
}
