import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRatingRequest, Rating } from '@takeoff/shared/ratings';
import { apiPost } from '@/lib/api-client';
import { ratingQueryKeys } from './get-rating-summary';

export function createRating(input: CreateRatingRequest) {
  return apiPost<Rating>('/api/ratings', input);
}

/** Rates a target; on success both rating queries of that target refresh (seeds §7). */
export function useCreateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRating,
    onSuccess: (_rating, input) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: ratingQueryKeys.summary(input.targetType, input.targetId),
        }),
        queryClient.invalidateQueries({
          queryKey: ratingQueryKeys.mine(input.targetType, input.targetId),
        }),
      ]),
  });
}
