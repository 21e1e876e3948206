import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_COMPANY_PAGE_LIMIT, type AdminCompanyPage } from '@takeoff/shared/admin';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** The job form's company picker: companies whose name or a word of it starts with `q`, a page at a time. */
export const companiesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.companies(q),
    queryFn: ({ signal, pageParam }) =>
      apiGet<AdminCompanyPage>('/api/admin/companies', {
        signal,
        query: {
          q: q || undefined,
          limit: ADMIN_COMPANY_PAGE_LIMIT,
          cursor: pageParam ?? undefined,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Fetched only while the picker is open; the previous results stay on screen while the next search loads. */
export const useCompanies = (q: string, enabled: boolean) =>
  useInfiniteQuery({ ...companiesQueryOptions(q), enabled, placeholderData: keepPreviousData });
