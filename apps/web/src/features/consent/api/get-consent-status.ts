import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsentStatus } from '@takeoff/shared/consent';
import { apiGet } from '@/lib/api-client';

export const consentStatusQueryKey = ['consent', 'status'] as const;

export function getConsentStatus(signal?: AbortSignal) {
  return apiGet<ConsentStatus>('/api/auth/consent-status', { signal });
}

export const consentStatusQueryOptions = () =>
  queryOptions({
    queryKey: consentStatusQueryKey,
    queryFn: ({ signal }) => getConsentStatus(signal),
  });

export function useConsentStatus(enabled = true) {
  return useQuery({ ...consentStatusQueryOptions(), enabled });
}
