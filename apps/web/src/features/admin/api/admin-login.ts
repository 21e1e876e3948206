import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginRequest, User } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/query-client';

export const adminLogin = (body: AdminLoginRequest) =>
  apiPost<{ token: string; user: User }>('/api/admin-auth/login', body);

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
