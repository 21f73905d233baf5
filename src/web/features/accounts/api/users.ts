import { queryOptions } from '@tanstack/react-query';
import type { AccountUser, ProfileInput, PublicUser } from '../../../../shared/schemas/accounts';
import { api } from '../../../lib/api-client';

/** PUT /me; 409 hero_taken with fields.hero. */
export function updateProfile(body: ProfileInput): Promise<{ userId: string; user: AccountUser }> {
  return api('/me', { method: 'PUT', body });
}

/**
 * GET /user/{heroOrId}. Unpublished profiles answer 404 except to their owner, so the viewer is part of
 * the key: a signed-out visitor never sees what was cached for the owner.
 */
export function publicUserQuery(heroOrId: string, viewerId: string | undefined) {
  return queryOptions({
    queryKey: ['user', heroOrId, viewerId ?? 'anonymous'],
    queryFn: ({ signal }) => api<{ user: PublicUser }>('/user/' + encodeURIComponent(heroOrId), { signal }),
    retry: false,
  });
}
