import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyProfile } from '@takeoff/shared/companies';
import { apiGet } from '@/lib/api-client';

export const ownProfileQueryKey = ['companies', 'me', 'profile'] as const;

export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: ownProfileQueryKey,
    queryFn: ({ signal }) => apiGet<CompanyProfile>('/api/companies/me/profile', { signal }),
  });

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}
