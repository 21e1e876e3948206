import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfile, UpdateCompanyProfileRequest } from '@takeoff/shared/companies';
import { apiPut } from '@/lib/api-client';
import { companiesQueryKey } from './get-companies';
import { ownCompanyQueryKey } from './get-own-company';
import { ownProfileQueryKey } from './get-own-profile';
import { setAnsweredData } from '@/lib/query-client';

export function updateOwnProfile(input: UpdateCompanyProfileRequest) {
  return apiPut<CompanyProfile>('/api/companies/me/profile', input);
}

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: async (profile) => {
      await setAnsweredData(queryClient, ownProfileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ownCompanyQueryKey });
    },
  });
}
