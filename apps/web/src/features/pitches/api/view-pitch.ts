import { useMutation } from '@tanstack/react-query';
import type { AnonymousPitch } from '@takeoff/shared/pitches';
import { apiGet } from '@/lib/api-client';

/** Opening a pitch's video fetches its detail, which counts a profile view for the candidate. */
export const viewPitch = (id: number) => apiGet<AnonymousPitch>(`/api/candidate-pitches/${id}`);

export const useViewPitch = () => useMutation({ mutationFn: viewPitch, retry: false });
