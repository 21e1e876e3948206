import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WithdrawnScoreOverride,
  WithdrawScoreOverrideRequest,
} from '@takeoff/shared/score-reviews';
import { apiPost } from '@/lib/api-client';

export type WithdrawScoreOverrideInput = WithdrawScoreOverrideRequest & { applicationId: number };

/** Withdraws the organisation's judgement of one score, with a reason: the automated score shows again. */
export function withdrawScoreOverride({ applicationId, ...body }: WithdrawScoreOverrideInput) {
  return apiPost<WithdrawnScoreOverride>(
    `/api/applications/${applicationId}/score-override/withdraw`,
    body,
  );
}

export function useWithdrawScoreOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawScoreOverride,
    retry: false,
    // The pipeline board and the pitches grid show the automated number again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['applications', 'by-job'] }),
        queryClient.invalidateQueries({ queryKey: ['pitches'] }),
      ]),
  });
}
