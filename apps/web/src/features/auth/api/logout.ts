import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { clearAllDrafts } from '@/lib/form-draft';
import { resetSessionCache } from './get-me';

export function logout() {
  return apiPost<void>('/api/auth/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out locally first: the area unmounts and no query is sent (or refetched after the socket closes)
    // that could only meet a 401 once the session is gone.
    onMutate: async () => {
      clearAllDrafts();
      await queryClient.cancelQueries();
      resetSessionCache(queryClient, null);
    },
    // Signed out locally even if the server call fails (the session may already be gone).
    onSettled: () => {
      resetSessionCache(queryClient, null);
    },
  });
}
