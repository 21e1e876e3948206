import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ResponsePromiseSettings,
  UpdateResponsePromiseRequest,
} from '@takeoff/shared/response-promise';
import { apiPut } from '@/lib/api-client';
import { responsePromiseQueryOptions } from './get-response-promise';

export const updateResponsePromise = (body: UpdateResponsePromiseRequest) =>
  apiPut<ResponsePromiseSettings>('/api/org/response-promise', body);

export function useUpdateResponsePromise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResponsePromise,
    onSuccess: (saved) => queryClient.setQueryData(responsePromiseQueryOptions().queryKey, saved),
  });
}
