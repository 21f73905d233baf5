import type { Messages } from '../../../shared/messages.es';

/** A part of the bot's page a follower notices (each is named in the catalog). */
export type ProfilePart = keyof Messages['subscription']['profileParts'];

/** What a bot's followers are told about, and only that: edits nobody sees on its page are not news. */
export type BotNews = { kind: 'topics'; topics: string[] } | { kind: 'profile'; parts: ProfilePart[] };

/** The columns of a bot whose change a follower notices on its page. */
export interface BotProfile {
  name: string;
  description: string;
  locationAddress: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  contactWebsite: string | null;
  contactInstagram: string | null;
  pictureUrl: string | null;
}

const blank = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The parts of the bot's page that changed, in the order they are shown. Instructions, tags, the category,
 * the cover, alerts and the publication switch are left out on purpose: a follower would not see the news.
 */
export function profileChanges(before: BotProfile, after: BotProfile): ProfilePart[] {
  const parts: ProfilePart[] = [];
  if (blank(before.name) !== blank(after.name)) parts.push('name');
  if (blank(before.description) !== blank(after.description)) parts.push('description');
  if (blank(before.locationAddress) !== blank(after.locationAddress)) parts.push('location');
  if (
    blank(before.contactPhone) !== blank(after.contactPhone) ||
    blank(before.contactEmail) !== blank(after.contactEmail) ||
    blank(before.contactWebsite) !== blank(after.contactWebsite) ||
    blank(before.contactInstagram) !== blank(after.contactInstagram)
  ) {
    parts.push('contact');
  }
  if (blank(before.pictureUrl) !== blank(after.pictureUrl)) parts.push('picture');
  return parts;
}

/**
 * The names of intents the bot did not have before this save (by their intention, as the chat matches them):
 * reworded answers, new example questions and deletions are not news.
 */
export function newTopics(
  previous: readonly { intention: string }[],
  saved: readonly { intention: string; name: string }[],
): string[] {
  const known = new Set(previous.map((intent) => intent.intention));
  return saved.filter((intent) => !known.has(intent.intention)).map((intent) => intent.name);
}
