import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyAnswerRequest } from '@takeoff/shared/video-answers';
import { apiPost } from '@/lib/api-client';
import { applicationAnswersKey } from './get-application-answers';

/** Asks an applicant for answers afterwards (the server mails and notifies them). */
export const askForAnswers = (applicationId: number) =>
  apiPost<CompanyAnswerRequest>(`/api/applications/${applicationId}/video-answers`, {});

export function useAskForAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askForAnswers,
    retry: false,
    onSuccess: (_request, applicationId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationAnswersKey(applicationId) }),
        // The pipeline card's line follows.
        queryClient.invalidateQueries({ queryKey: ['applications'] }),
      ]),
  });
}
