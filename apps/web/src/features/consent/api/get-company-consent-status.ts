import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyConsentStatus } from '@takeoff/shared/consent';
import { apiGet } from '@/lib/api-client';

export const companyConsentStatusQueryKey = ['consent', 'company-status'] as const;

export function getCompanyConsentStatus(signal?: AbortSignal) {
  return apiGet<CompanyConsentStatus>('/api/company-consent/status', { signal });
}

export const companyConsentStatusQueryOptions = () =>
  queryOptions({
    queryKey: companyConsentStatusQueryKey,
    queryFn: ({ signal }) => getCompanyConsentStatus(signal),
  });

export function useCompanyConsentStatus(enabled = true) {
  return useQuery({ ...companyConsentStatusQueryOptions(), enabled });
}
