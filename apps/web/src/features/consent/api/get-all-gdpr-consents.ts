import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminGdprConsent,
  AdminGdprConsentPage,
  GdprConsentSummary,
} from '@takeoff/shared/consent';
import { MAX_PAGE_LIMIT } from '@takeoff/shared/common';
import { apiGet } from '@/lib/api-client';

/** "Load All Consents": follows the cursor to the end (the admin asked for everything). */
export async function getAllGdprConsents(
  signal?: AbortSignal,
): Promise<{ items: AdminGdprConsent[]; summary: GdprConsentSummary }> {
  const items: AdminGdprConsent[] = [];
  let summary: GdprConsentSummary | null = null;
  let cursor: string | null = null;
  do {
    const page: AdminGdprConsentPage = await apiGet<AdminGdprConsentPage>(
      '/api/admin/gdpr-consents',
      { query: { limit: MAX_PAGE_LIMIT, cursor }, signal },
    );
    items.push(...page.items);
    summary ??= page.summary;
    cursor = page.nextCursor;
  } while (cursor);
  return {
    items,
    summary: summary ?? { totalConsents: 0, uniqueCandidates: 0, latestConsents: 0 },
  };
}

export const allGdprConsentsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'gdpr-consents', 'all'] as const,
    queryFn: ({ signal }) => getAllGdprConsents(signal),
    retry: false,
  });

export function useAllGdprConsents() {
  return useQuery(allGdprConsentsQueryOptions());
}

/** The server export opens in a new window: the session cookie authenticates it, the browser downloads it. */
export const gdprExportUrl = (format: 'csv' | 'json') => `/api/admin/gdpr-export?format=${format}`;
