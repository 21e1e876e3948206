import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectApplicationRequest } from '@takeoff/shared/response-promise';
import { apiPost } from '@/lib/api-client';

export const rejectApplication = ({ id, ...body }: RejectApplicationRequest & { id: number }) =>
  apiPost<{ id: number; status: string }>(`/api/applications/${id}/reject`, body);

/** The pipeline (and every other list of applications) reads again once the card moved to rejected. */
export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
