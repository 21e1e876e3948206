import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCareers } from '@takeoff/shared/public-pages';
import type { LoaderFunctionArgs } from 'react-router';
import { apiGet } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export const publicCareersQueryOptions = (companySlug: string) =>
  queryOptions({
    queryKey: ['public-careers', companySlug.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      apiGet<PublicCareers>(`/api/careers/${encodeURIComponent(companySlug)}`, { signal }),
    retry: false,
  });

/** A company's careers page as anyone sees it (404 unknown; an old slug answers with the current one in `slug`). */
export const usePublicCareers = (companySlug: string) =>
  useQuery(publicCareersQueryOptions(companySlug));

/**
 * The route's loader: the page renders with its data, so the SPA swaps a server-rendered page for the same page
 * rather than a spinner. A failure (404, 410) is left to the page, which shows it.
 */
export const loadPublicCareers = ({ params }: LoaderFunctionArgs) =>
  queryClient.ensureQueryData(publicCareersQueryOptions(params.companySlug ?? '')).then(
    () => null,
    () => null,
  );
