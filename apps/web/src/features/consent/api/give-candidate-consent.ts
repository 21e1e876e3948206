import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateConsentRequest, ConsentRecord } from '@takeoff/shared/consent';
import { apiPost } from '@/lib/api-client';
import { consentStatusQueryKey } from './get-consent-status';

export function giveCandidateConsent(input: CandidateConsentRequest) {
  return apiPost<ConsentRecord>('/api/auth/gdpr-consent', input);
}

export function useGiveCandidateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveCandidateConsent,
    // The gate decides itself what to do on failure (continue and retry later), so no retry here.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentStatusQueryKey }),
  });
}
