import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountUser, ProfileInput, PublicUser } from '../../../../shared/schemas/accounts';
import { api } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session-store';

/** The query keys of user profiles. */
export const userKeys = {
  details: () => ['user'] as const,
  /** A profile as its viewer sees it: unpublished ones answer 404 except to their owner. */
  detail: (heroOrId: string, viewerId: string | undefined) =>
    [...userKeys.details(), heroOrId, viewerId ?? 'anonymous'] as const,
};

/** PUT /me; 409 hero_taken with fields.hero. */
export function updateProfile(body: ProfileInput): Promise<{ userId: string; user: AccountUser }> {
  return api('/me', { method: 'PUT', body });
}

/** Saves the signed-in user's profile: the session shows it at once and every cached profile reloads. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      updateSessionUser(user);
      void client.invalidateQueries({ queryKey: userKeys.details() });
    },
  });
}

/**
 * GET /user/{heroOrId}. Unpublished profiles answer 404 except to their owner, so the viewer is part of
 * the key: a signed-out visitor never sees what was cached for the owner.
 */
export function publicUserQuery(heroOrId: string, viewerId: string | undefined) {
  return queryOptions({
    queryKey: userKeys.detail(heroOrId, viewerId),
    queryFn: ({ signal }) => api<{ user: PublicUser }>('/user/' + encodeURIComponent(heroOrId), { signal }),
    retry: false,
  });
}
