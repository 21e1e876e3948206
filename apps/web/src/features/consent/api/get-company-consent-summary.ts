import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyConsentSummary } from '@takeoff/shared/consent';
import { apiGet } from '@/lib/api-client';

export function getCompanyConsentSummary(signal?: AbortSignal) {
  return apiGet<CompanyConsentSummary>('/api/admin/company-consent-summary', { signal });
}

export const companyConsentSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'company-consent-summary'] as const,
    queryFn: ({ signal }) => getCompanyConsentSummary(signal),
    retry: false,
  });

/** Loaded on demand ("Load Summary"); a failure is only logged, as the seeds do. */
export function useCompanyConsentSummary(enabled: boolean) {
  return useQuery({ ...companyConsentSummaryQueryOptions(), enabled });
}
