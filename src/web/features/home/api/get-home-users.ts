import { queryOptions } from '@tanstack/react-query';
import type { PublicUser } from '../../../../shared/schemas/accounts';
import { api } from '../../../lib/api-client';

/** The home carousel asks for this many users (the server's default, spec leaves it open). */
export const HOME_USERS_LIMIT = 24;

/** GET /users: published users, best rated first. */
export function homeUsersQuery() {
  return queryOptions({
    queryKey: ['users', 'home', HOME_USERS_LIMIT],
    queryFn: ({ signal }) =>
      api<{ users: PublicUser[] }>('/users', { query: { limit: HOME_USERS_LIMIT }, signal }),
  });
}
