import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { Paging } from '../../../../shared/constants';
import type { Qualification, QualificationListSchema } from '../../../../shared/schemas/social';
import { api } from '../../../lib/api-client';

type QualificationList = z.infer<typeof QualificationListSchema>;

/** What is rated: a bot or a person, by id. */
export interface RatingTarget {
  kind: 'bot' | 'user';
  id: string;
}

/** The spec names no page size for a rating list; six fill a phone screen without a long wait. */
const RATINGS_PAGE_SIZE = 6;

/** The query keys of ratings. */
export const ratingKeys = {
  all: () => ['ratings'] as const,
  /** Every query of one target's ratings: a save refreshes them together. */
  ofTarget: (target: RatingTarget) => [...ratingKeys.all(), target.kind, target.id] as const,
  mine: (target: RatingTarget, viewerId: string) =>
    [...ratingKeys.ofTarget(target), 'mine', viewerId] as const,
  list: (target: RatingTarget) => [...ratingKeys.ofTarget(target), 'list'] as const,
};

const base = (target: RatingTarget) => `/${target.kind}/${encodeURIComponent(target.id)}`;

/** The viewer's own rating (null when none): GET /bot/{id}/qualification or /user/{id}/my-qualification. */
export function myRatingQuery(target: RatingTarget, viewerId: string) {
  const path = target.kind === 'bot' ? 'qualification' : 'my-qualification';
  return queryOptions({
    queryKey: ratingKeys.mine(target, viewerId),
    queryFn: ({ signal }) =>
      api<{ qualification: Qualification | null }>(`${base(target)}/${path}`, { signal }),
  });
}

/** The target's ratings, newest first. */
export function ratingsQuery(target: RatingTarget) {
  return infiniteQueryOptions({
    queryKey: ratingKeys.list(target),
    queryFn: ({ pageParam, signal }) =>
      api<QualificationList>(`${base(target)}/qualifications`, {
        query: { page: pageParam, pageSize: RATINGS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: Paging.defaultPage as number,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

/** POST …/qualifications for a first rating, PUT …/qualification to change it. */
export function saveRating(
  target: RatingTarget,
  input: { _id?: string; rating: number; comment: string },
): Promise<{ qualification: Qualification }> {
  return input._id
    ? api(`${base(target)}/qualification`, { method: 'PUT', body: input })
    : api(`${base(target)}/qualifications`, { method: 'POST', body: input });
}
