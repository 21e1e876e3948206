import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCareers } from '@takeoff/shared/public-pages';
import { apiGet } from '@/lib/api-client';

export const publicCareersQueryOptions = (companySlug: string) =>
  queryOptions({
    queryKey: ['public-careers', companySlug.toLowerCase()] as const,
    queryFn: ({ signal }) => apiGet<PublicCareers>(`/api/careers/${encodeURIComponent(companySlug)}`, { signal }),
    retry: false,
  });

/** A company's careers page as anyone sees it (404 unknown; an old slug answers with the current one in `slug`). */
export const usePublicCareers = (companySlug: string) => useQuery(publicCareersQueryOptions(companySlug));
