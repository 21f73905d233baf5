import { queryOptions } from '@tanstack/react-query';
import type { PublicUser } from '../../../../shared/schemas/accounts';
import { api } from '../../../lib/api-client';

/** The home carousel asks for this many users (the server's default, spec leaves it open). */
export const HOME_USERS_LIMIT = 24;

/** The query keys of the home's people. */
export const homeKeys = {
  users: (limit: number) => ['users', 'home', limit] as const,
};

/** GET /users: published users, best rated first. */
export function homeUsersQuery() {
  return queryOptions({
    queryKey: homeKeys.users(HOME_USERS_LIMIT),
    queryFn: ({ signal }) =>
      api<{ users: PublicUser[] }>('/users', { query: { limit: HOME_USERS_LIMIT }, signal }),
  });
}
