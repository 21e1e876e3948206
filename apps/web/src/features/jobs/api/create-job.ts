import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@takeoff/shared/jobs';
import { apiPost } from '@/lib/api-client';

export type CreateJobInput = {
  title: string;
  description: string;
  location: string;
  type: string;
  experience: string;
  salary: string;
  status: string;
  skills: string;
  /** 'true' or 'false', as every multipart field is text. */
  unlisted?: string;
  /** Texts per reader language, as JSON text (one multipart field). */
  translations?: string;
  video?: File | null;
};

/** The seeds' multipart form: text fields (skills as a comma string) and an optional video. */
export function createJob(input: CreateJobInput) {
  const form = new FormData();
  const { video, ...fields } = input;
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (video) form.append('video', video);
  return apiPost<Job>('/api/jobs', form);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
