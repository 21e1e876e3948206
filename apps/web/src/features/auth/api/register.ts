import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { resetSessionCache } from './get-me';

/** Creates the account in the language chosen here (its mails and its next visits use it). */
export function register(input: RegisterRequest) {
  return apiPost<AuthResponse>('/api/auth/register', {
    ...input,
    locale: input.locale ?? currentLocale(),
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
