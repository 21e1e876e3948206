import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCompanyConsent, AdminCompanyConsentPage } from '@takeoff/shared/consent';
import { MAX_PAGE_LIMIT } from '@takeoff/shared/common';
import { apiGet } from '@/lib/api-client';

export async function getAllCompanyConsents(signal?: AbortSignal): Promise<AdminCompanyConsent[]> {
  const items: AdminCompanyConsent[] = [];
  let cursor: string | null = null;
  do {
    const page: AdminCompanyConsentPage = await apiGet<AdminCompanyConsentPage>(
      '/api/admin/company-consents',
      { query: { limit: MAX_PAGE_LIMIT, cursor }, signal },
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export const allCompanyConsentsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'company-consents', 'all'] as const,
    queryFn: ({ signal }) => getAllCompanyConsents(signal),
    retry: false,
  });

export function useAllCompanyConsents() {
  return useQuery(allCompanyConsentsQueryOptions());
}
