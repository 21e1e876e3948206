import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { resetSessionCache } from './get-me';

export function logout() {
  return apiPost<void>('/api/auth/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out locally even if the server call fails (the session may already be gone).
    onSettled: () => {
      resetSessionCache(queryClient, null);
    },
  });
}
