import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ResponsePromiseSettings,
  UpdateResponsePromiseRequest,
} from '@takeoff/shared/response-promise';
import { apiPut } from '@/lib/api-client';
import { responsePromiseQueryOptions } from './get-response-promise';
import { setAnsweredData } from '@/lib/query-client';

export const updateResponsePromise = (body: UpdateResponsePromiseRequest) =>
  apiPut<ResponsePromiseSettings>('/api/org/response-promise', body);

export function useUpdateResponsePromise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResponsePromise,
    onSuccess: (saved) =>
      setAnsweredData(queryClient, responsePromiseQueryOptions().queryKey, saved),
  });
}
