import { useQuery } from '@tanstack/react-query';
import { toApiRequestError } from '@/lib/api-client';
import { parseVtt } from './vtt';

/** The cues of a pitch's WebVTT captions, fetched only when `enabled` (the transcript panel is open). */
export function useCaptionCues(captionsUrl: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['pitch-video-captions', captionsUrl],
    enabled: enabled && captionsUrl !== null,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const response = await fetch(captionsUrl!, { signal, credentials: 'same-origin' });
      if (!response.ok) throw await toApiRequestError(response);
      return parseVtt(await response.text());
    },
  });
}
