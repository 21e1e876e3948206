import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@takeoff/shared/mail';
import { apiGet } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

/** Which kinds of email the signed-in user receives. */
export function getNotificationPreferences(signal?: AbortSignal) {
  return apiGet<NotificationPreferences>('/api/me/notification-preferences', { signal });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: mailKeys.preferences,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
