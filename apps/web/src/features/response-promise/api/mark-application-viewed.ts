import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** Tells the server a member opened the application (only the first time is kept; the candidate sees it). */
export const markApplicationViewed = (id: number) =>
  apiPost<{ firstViewedAt: string | null }>(`/api/applications/${id}/viewed`);

export const useMarkApplicationViewed = () => useMutation({ mutationFn: markApplicationViewed });
