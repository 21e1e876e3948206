import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentRecord } from '@takeoff/shared/consent';
import { apiPost } from '@/lib/api-client';

/** Withdrawal appends a record on the server; the gate then asks again. */
export function withdrawConsent(kind: 'candidate' | 'company') {
  return apiPost<ConsentRecord>(
    kind === 'candidate' ? '/api/auth/gdpr-consent/withdraw' : '/api/company-consent/withdraw',
  );
}

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: async () => {
      // A consent decision changes what the server shows this user everywhere (pitches, talent lists): refetch all.
      await queryClient.invalidateQueries();
    },
  });
}
