import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_PRIVACY_VERSION,
  TERMS_VERSION,
  type ConsentRecord,
} from '@takeoff/shared/consent';
import { apiPost } from '@/lib/api-client';

export function acceptCompanyTerms() {
  return apiPost<ConsentRecord>('/api/company-consent', {
    termsVersion: TERMS_VERSION,
    privacyVersion: COMPANY_PRIVACY_VERSION,
  });
}

export function useAcceptCompanyTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptCompanyTerms,
    onSuccess: async () => {
      // A consent decision changes what the server shows this user everywhere (pitches, talent lists): refetch all.
      await queryClient.invalidateQueries();
    },
  });
}
