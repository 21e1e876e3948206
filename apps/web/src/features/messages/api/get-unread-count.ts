import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const messageUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: ['messages', 'unread-count'],
    queryFn: ({ signal }) => apiGet<{ count: number }>('/api/messages/unread-count', { signal }),
  });

export const useMessageUnreadCount = () => useQuery(messageUnreadCountQueryOptions());
