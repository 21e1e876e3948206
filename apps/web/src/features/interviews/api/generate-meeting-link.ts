import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, MeetingLinkRequest } from '@takeoff/shared/interviews';
import { apiPost } from '@/lib/api-client';
import { interviewsKey } from './get-my-interviews';

export const generateMeetingLink = ({
  interviewId,
  ...body
}: MeetingLinkRequest & { interviewId: number }) =>
  apiPost<Interview>(`/api/interviews/${interviewId}/meeting-link`, body);

export function useGenerateMeetingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateMeetingLink,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKey }),
  });
}
