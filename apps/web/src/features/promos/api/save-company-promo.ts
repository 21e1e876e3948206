import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyPromo, SaveCompanyPromoRequest } from '@takeoff/shared/promos';
import { apiPost } from '@/lib/api-client';
import { companyPromoQueryKey } from './get-company-promo';
import { setAnsweredData } from '@/lib/query-client';

export function saveCompanyPromo(input: SaveCompanyPromoRequest) {
  return apiPost<CompanyPromo>('/api/company-promos', input);
}

export function useSaveCompanyPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyPromo,
    onSuccess: (promo) =>
      setAnsweredData(queryClient, companyPromoQueryKey(promo.companyId), promo),
  });
}
