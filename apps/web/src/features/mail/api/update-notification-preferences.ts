import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@takeoff/shared/mail';
import { apiPut } from '@/lib/api-client';
import { mailKeys } from './mail-keys';

export function updateNotificationPreferences(input: NotificationPreferences) {
  return apiPut<NotificationPreferences>('/api/me/notification-preferences', input);
}

/** A switch moves at once; it moves back if the server refused the change. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: mailKeys.preferences });
      const previous = queryClient.getQueryData<NotificationPreferences>(mailKeys.preferences);
      queryClient.setQueryData(mailKeys.preferences, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(mailKeys.preferences, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(mailKeys.preferences, saved),
  });
}
