import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@takeoff/shared/auth';
import { apiPost } from '@/lib/api-client';
import { resetSessionCache } from './get-me';

export function login(input: LoginRequest) {
  return apiPost<AuthResponse>('/api/auth/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Wrong credentials will not become right on a second try.
    retry: false,
    onSuccess: ({ user }) => {
      // A new identity: nothing cached for the previous visitor may leak into it.
      resetSessionCache(queryClient, user);
    },
  });
}
