import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewerId } from '../../../lib/session-store';
import { myRatingQuery, ratingKeys, saveRating, type RatingTarget } from './ratings';

/** Saves the viewer's rating: it becomes their cached one, and the target's list reloads. */
export function useSaveRating(target: RatingTarget) {
  const client = useQueryClient();
  const viewerId = useViewerId();
  return useMutation({
    mutationFn: (input: { _id?: string; rating: number; comment: string }) => saveRating(target, input),
    onSuccess: ({ qualification }) => {
      if (viewerId) client.setQueryData(myRatingQuery(target, viewerId).queryKey, { qualification });
      void client.invalidateQueries({ queryKey: ratingKeys.list(target) });
    },
  });
}
