import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@takeoff/shared/jobs';
import { apiPut } from '@/lib/api-client';

/** Adds or replaces a posted job's video (the server deletes the one it replaces). */
export function replaceJobVideo({ id, video }: { id: number; video: File }) {
  const form = new FormData();
  form.append('video', video);
  return apiPut<Job>(`/api/jobs/${id}/video`, form);
}

export function useReplaceJobVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceJobVideo,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
