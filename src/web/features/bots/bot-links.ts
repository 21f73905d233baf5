import { BotStatus, Truncation } from '../../../shared/constants';

/** Cards and share links use the alias when there is one, else the _id (spec section 2). */
export function botRef(bot: { alias?: string | null; _id: string }): string {
  return bot.alias || bot._id;
}

/** A creator is addressed by hero, else _id. */
export function creatorRef(creator: { hero?: string | null; _id: string }): string {
  return creator.hero || creator._id;
}

/** A card shows the first 2 tags. */
export function cardTags(tags: readonly string[]): string[] {
  return tags.slice(0, Truncation.cardTags);
}

/** Status may arrive as 0/1 or "0"/"1" (spec section 3). */
export function isPublished(status: number | string): boolean {
  return Number(status) === BotStatus.published;
}
