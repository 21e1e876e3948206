import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RevokedSessionsResponse } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** Signs every device out but this one. */
export function revokeOtherSessions() {
  return apiPost<z.infer<typeof RevokedSessionsResponse>>('/api/auth/sessions/revoke-others');
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
