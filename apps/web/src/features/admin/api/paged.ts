import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const ADMIN_PAGE_SIZE = 50;

/** A keyset-paged admin list as an infinite query ('Load more' fetches the next page). */
export function pagedQueryOptions<T>(
  queryKey: readonly unknown[],
  path: string,
  query: Record<string, string | undefined> = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ signal, pageParam }) =>
      apiGet<{ items: T[]; nextCursor: string | null }>(path, {
        signal,
        query: { ...query, limit: ADMIN_PAGE_SIZE, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every page of a list (the reorder tab needs the whole order at once). */
export async function fetchAllPages<T>(
  path: string,
  signal?: AbortSignal,
  query: Record<string, string> = {},
) {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: T[]; nextCursor: string | null } = await apiGet(path, {
      signal,
      query: { ...query, limit: 100, cursor: cursor ?? undefined },
    });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
