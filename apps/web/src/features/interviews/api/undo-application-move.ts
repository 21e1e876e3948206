import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduledInterview } from '@takeoff/shared/interviews';
import { apiPatch } from '@/lib/api-client';

type Moved = NonNullable<ScheduledInterview['movedApplication']>;

/** Puts an application back where it stood before booking the interview moved it to Interviewing. */
export const undoApplicationMove = (moved: Moved) =>
  apiPatch(`/api/applications/${moved.id}/status`, { status: moved.fromStatus });

export function useUndoApplicationMove() {
  const queryClient = useQueryClient();
  // The pipeline board and the stats are another feature's queries: refresh everything shown.
  return useMutation({
    mutationFn: undoApplicationMove,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
