import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { invitationsQueryOptions } from './get-invitations';

export const revokeInvitation = (id: number) => apiDelete<void>(`/api/org/invitations/${id}`);

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: invitationsQueryOptions().queryKey }),
  });
}
