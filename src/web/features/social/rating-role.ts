/** Who is looking at a rating area (spec section 6): a visitor, the owner of what is rated, or anyone else. */
export type RatingRole = 'anonymous' | 'owner' | 'rater';

/** Ownership is judged by the bot's creator id or the profile's id against the signed-in user's id. */
export function ratingRoleOf(viewerId: string | undefined, ownerId: string): RatingRole {
  if (!viewerId) return 'anonymous';
  return viewerId === ownerId ? 'owner' : 'rater';
}
