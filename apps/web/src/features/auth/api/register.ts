import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/account-time-zone';
import { currentLocale } from '@/lib/i18n';
import { resetSessionCache } from './get-me';

/** Creates the account in the language chosen here and this browser's time zone (its mails use them). */
export function register(input: RegisterRequest) {
  const timeZone = input.timeZone ?? browserTimeZone();
  return apiPost<AuthResponse>('/api/auth/register', {
    ...input,
    locale: input.locale ?? currentLocale(),
    ...(timeZone ? { timeZone } : {}),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    // A retried register would answer 409 for the account the first attempt created.
    retry: false,
    onSuccess: ({ user }) => {
      resetSessionCache(queryClient, user);
    },
  });
}
