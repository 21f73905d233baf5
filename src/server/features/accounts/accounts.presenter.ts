import type { AccountUser, PublicUser } from '../../../shared/schemas/accounts';
import type { UserRow } from '../../lib/user-row';

export function presentPublicUser(user: UserRow): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    hero: user.hero,
    name: user.name,
    pictureUrl: user.pictureUrl,
    bio: user.bio,
    status: user.status,
    globalRating: Number(user.globalRating),
    ratingsCount: user.ratingsCount,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The account as its owner (or a super user) sees it: still no password or token hash. */
export function presentAccountUser(user: UserRow): AccountUser {
  return { ...presentPublicUser(user), email: user.email, phone: user.phone, isSuperUser: user.isSuperUser };
}
