import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** Signs one of the user's other devices out. */
export function revokeSession(id: number) {
  return apiDelete<void>(`/api/auth/sessions/${id}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
