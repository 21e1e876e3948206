import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JoinRequest } from '@takeoff/shared/interviews';
import { apiGet } from '@/lib/api-client';

export const joinRequestsKey = ['join-requests'] as const;

export const joinRequestsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...joinRequestsKey, companyId],
    queryFn: ({ signal }) =>
      apiGet<JoinRequest[]>(`/api/companies/${companyId}/join-requests`, { signal }),
  });

/** Loaded only while the join-requests tab is open (seeds). */
export const useJoinRequests = (companyId: number, enabled: boolean) =>
  useQuery({ ...joinRequestsQueryOptions(companyId), enabled });
