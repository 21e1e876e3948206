import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCompany } from '@takeoff/shared/companies';
import { apiGet } from '@/lib/api-client';

export const ownCompanyQueryKey = ['companies', 'me', 'card'] as const;

/** The signed-in company's own Explore Companies card, as candidates see it. */
export const ownCompanyQueryOptions = () =>
  queryOptions({
    queryKey: ownCompanyQueryKey,
    queryFn: ({ signal }) => apiGet<PublicCompany>('/api/companies/me', { signal }),
  });

export const useOwnCompany = () => useQuery(ownCompanyQueryOptions());
