import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { membersQueryOptions } from './get-members';

/** Removes a member from the organisation: their sessions end at once. */
export const removeMember = (id: number) => apiDelete<void>(`/api/org/members/${id}`);

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryOptions().queryKey }),
  });
}
