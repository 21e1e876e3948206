import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interview } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';
import { interviewsKey } from './get-my-interviews';

export const companyInterviewsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...interviewsKey, 'company', companyId],
    queryFn: ({ signal }) =>
      apiGet<Interview[]>(`/api/companies/${companyId}/interviews`, { signal }),
  });

export const useCompanyInterviews = (companyId: number) =>
  useQuery(companyInterviewsQueryOptions(companyId));
