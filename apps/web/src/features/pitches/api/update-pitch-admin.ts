import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidatePitch, PitchStatus } from '@takeoff/shared/pitches';
import { apiPut } from '@/lib/api-client';

export type AdminPitchChange = { id: number; status?: PitchStatus; isActive?: boolean };

/** Admin-only fields; the API answers 403 with the seeds' 'Only administrators…' texts otherwise. */
export const updatePitchAdmin = ({ id, ...change }: AdminPitchChange) =>
  apiPut<CandidatePitch>(`/api/candidate-pitches/${id}`, change);

export function useUpdatePitchAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePitchAdmin,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pitches', 'list'] }),
  });
}
