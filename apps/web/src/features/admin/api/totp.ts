import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TotpActivateResponse, TotpEnrollResponse, TotpStatus } from '@takeoff/shared/admin';
import { apiGet, apiPost } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const totpStatusQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.totp,
    queryFn: ({ signal }) => apiGet<TotpStatus>('/api/admin/totp', { signal }),
  });
export const useTotpStatus = () => useQuery(totpStatusQueryOptions());

export const enrollTotp = () => apiPost<TotpEnrollResponse>('/api/admin/totp/enroll');
export const activateTotp = (code: string) =>
  apiPost<TotpActivateResponse>('/api/admin/totp/activate', { code });
export const disableTotp = (code: string) => apiPost<void>('/api/admin/totp/disable', { code });

function useTotpMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
export const useEnrollTotp = () => useTotpMutation(enrollTotp);
export const useActivateTotp = () => useTotpMutation(activateTotp);
export const useDisableTotp = () => useTotpMutation(disableTotp);
