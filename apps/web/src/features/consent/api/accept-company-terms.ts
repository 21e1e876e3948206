import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRIVACY_VERSION, TERMS_VERSION, type ConsentRecord } from '@takeoff/shared/consent';
import { apiPost } from '@/lib/api-client';
import { consentStatusQueryKey } from './get-consent-status';
import { companyConsentStatusQueryKey } from './get-company-consent-status';

export function acceptCompanyTerms() {
  return apiPost<ConsentRecord>('/api/company-consent', { termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION });
}

export function useAcceptCompanyTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCompanyTerms,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: consentStatusQueryKey });
      await queryClient.invalidateQueries({ queryKey: companyConsentStatusQueryKey });
    },
  });
}
