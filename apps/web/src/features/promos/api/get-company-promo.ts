import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPromo } from '@takeoff/shared/promos';
import { apiGet } from '@/lib/api-client';

export const companyPromoQueryKey = (companyId: number) =>
  ['promos', 'company', companyId] as const;

export const companyPromoQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: companyPromoQueryKey(companyId),
    queryFn: ({ signal }) =>
      apiGet<CompanyPromo | null>(`/api/companies/${companyId}/promo`, { signal }),
  });

export function useCompanyPromo(companyId: number) {
  return useQuery(companyPromoQueryOptions(companyId));
}
