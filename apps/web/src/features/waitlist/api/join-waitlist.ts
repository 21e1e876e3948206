import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistStatus } from '@takeoff/shared/waitlist';
import { apiRequest } from '@/lib/api-client';
import { waitlistStatusQueryOptions } from './get-waitlist-status';
import { setAnsweredData } from '@/lib/query-client';

export function joinWaitlist() {
  return apiRequest<WaitlistStatus>('/api/professional-development/waitlist', {
    method: 'POST',
    body: { timestamp: new Date().toISOString() },
  });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (status) =>
      setAnsweredData(queryClient, waitlistStatusQueryOptions().queryKey, status),
  });
}
