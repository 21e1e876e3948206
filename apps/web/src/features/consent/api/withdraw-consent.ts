import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentRecord } from '@takeoff/shared/consent';
import { apiPost } from '@/lib/api-client';
import { consentStatusQueryKey } from './get-consent-status';
import { companyConsentStatusQueryKey } from './get-company-consent-status';

/** Withdrawal appends a record on the server; the gate then asks again. */
export function withdrawConsent(kind: 'candidate' | 'company') {
  return apiPost<ConsentRecord>(kind === 'candidate' ? '/api/auth/gdpr-consent/withdraw' : '/api/company-consent/withdraw');
}

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: consentStatusQueryKey });
      await queryClient.invalidateQueries({ queryKey: companyConsentStatusQueryKey });
    },
  });
}
