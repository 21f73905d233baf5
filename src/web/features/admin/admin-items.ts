import type { InfiniteData } from '@tanstack/react-query';
import { Timing } from '../../../shared/constants';
import type { AdminPhrase, FaqEntry, FaqInput, Member, PhraseInput } from '../../../shared/schemas/content';
import { parseMarkdown, type Inline } from '../../lib/markdown';

/** The search term sent to the API: trimmed, and empty until it has the spec's 3 characters. */
export function searchTermOf(input: string): string {
  const trimmed = input.trim();
  return trimmed.length >= Timing.searchMinChars ? trimmed : '';
}

/** A member's public profile reference: the hero nickname when set, else the _id. */
export function memberRef(member: Pick<Member, '_id' | 'hero'>): string {
  return member.hero || member._id;
}

/**
 * The ids in their new order after moving the one at `index` by `step` (-1 up, +1 down); null when it
 * would leave the list. The API takes the complete list, so the whole order is always sent.
 */
export function movedIds(ids: readonly string[], index: number, step: -1 | 1): string[] | null {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Entries reordered like `ids`, so the list moves at once while the server stores the order. */
export function orderedLike<T extends { _id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item._id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The list with the item of the same _id replaced by `saved` (the server's answer), in its place. */
export function replacedById<T extends { _id: string }>(items: readonly T[], saved: T): T[] {
  return items.map((item) => (item._id === saved._id ? saved : item));
}

/** The list without the item `id`. */
export function withoutId<T extends { _id: string }>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item._id !== id);
}

export interface FaqFormValues extends Record<string, unknown> {
  question: string;
  answer: string;
  published: boolean;
}

export function faqFormValuesOf(entry?: FaqEntry): FaqFormValues {
  return {
    question: entry?.question ?? '',
    answer: entry?.answer ?? '',
    published: entry?.published ?? true,
  };
}

/** The PUT body that only flips publication: the API replaces the whole entry. */
export function faqWithPublished(entry: FaqEntry, published: boolean): FaqInput {
  return { question: entry.question, answer: entry.answer, published };
}

export interface PhraseFormValues extends Record<string, unknown> {
  botId: string;
  phrase: string;
  active: boolean;
}

export function phraseFormValuesOf(phrase?: AdminPhrase): PhraseFormValues {
  return { botId: phrase?.botId ?? '', phrase: phrase?.phrase ?? '', active: phrase?.active ?? true };
}

/** The PUT body that only flips the active state. */
export function phraseWithActive(phrase: AdminPhrase, active: boolean): PhraseInput {
  return { botId: phrase.botId, phrase: phrase.phrase, active };
}

/** How many items of a list are switched on (published entries, active phrases). */
export function countOn<T>(items: readonly T[], isOn: (item: T) => boolean): number {
  return items.reduce((sum, item) => sum + (isOn(item) ? 1 : 0), 0);
}

function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : node.type === 'br' ? ' ' : inlineText(node.children)))
    .join('');
}

/** An answer's words for the list, read with the chat's markdown reader so the marks never show. */
export function answerPreview(markdown: string): string {
  return parseMarkdown(markdown)
    .map((block) =>
      block.type === 'list' ? block.items.map(inlineText).join(' · ') : inlineText(block.children),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The loaded member pages with one member replaced by what the server answered (the rows stay in place). */
export function withMember<Page extends { members: Member[] }>(
  data: InfiniteData<Page> | undefined,
  member: Member,
): InfiniteData<Page> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      members: page.members.map((item) => (item._id === member._id ? member : item)),
    })),
  };
}
