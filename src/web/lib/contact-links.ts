/**
 * Phone numbers, e-mails, web addresses and the bot's own address in a bot reply, made into links a person on
 * a phone can tap: call, write, open, see on a map. Loaded only for replies that may hold one (see
 * `mayHoldContacts`), since the finders are the largest part of the chat's code.
 */
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/min';
import { find as findLinks } from 'linkifyjs';
import type { Block, Inline } from './markdown';
import { safeHref } from './markdown';

/** What the reply's bot tells about where it is: its country reads local numbers, its address is linked. */
export interface ContactContext {
  /** ISO 3166 alpha-2 code of the bot's country: "351 555 0101" is read as an Argentine number with AR. */
  country?: string | null;
  /** The bot's own address as its owner wrote it (the only address linked: none is guessed in free text). */
  address?: string | null;
  /** What the map searches for: the address with its city and country, so the search finds the right one. */
  mapQuery?: string | null;
}

export type ContactKind = 'phone' | 'email' | 'web' | 'map';

export interface ContactLink {
  start: number;
  end: number;
  href: string;
  kind: ContactKind;
}

/** A map search that opens the phone's maps app where it has one, else the map in the browser. */
export function mapSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the bot's address appears in `text` (case aside): the whole address, else its first part ("Av.
 * Colón 1234" of "Av. Colón 1234, Córdoba") when that part has a street number.
 */
function addressLinks(text: string, context: ContactContext): ContactLink[] {
  const address = context.address?.trim();
  if (!address) return [];
  const href = mapSearchUrl(context.mapQuery?.trim() || address);
  const street = address.split(',')[0]!.trim();
  const candidates = [
    address,
    ...(street !== address && street.length >= 6 && /\d/.test(street) ? [street] : []),
  ];
  for (const candidate of candidates) {
    const pattern = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(candidate)}(?![\\p{L}\\d])`, 'giu');
    const found = [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      href,
      kind: 'map' as const,
    }));
    if (found.length) return found;
  }
  return [];
}

function phoneLinks(text: string, country: string | null | undefined): ContactLink[] {
  const defaultCountry = (country ?? undefined) as CountryCode | undefined;
  try {
    return findPhoneNumbersInText(text, defaultCountry ? { defaultCountry } : undefined).map((found) => ({
      start: found.startsAt,
      end: found.endsAt,
      href: `tel:${found.number.number}`,
      kind: 'phone' as const,
    }));
  } catch {
    // An unknown country code: numbers stay text.
    return [];
  }
}

function webAndEmailLinks(text: string): ContactLink[] {
  return findLinks(text, { defaultProtocol: 'https' })
    .filter((link) => link.type === 'url' || link.type === 'email')
    .map((link) => ({
      start: link.start,
      end: link.end,
      href: link.href,
      kind: link.type === 'email' ? ('email' as const) : ('web' as const),
    }));
}

/**
 * The contacts in a plain text, in order and never overlapping: the bot's address first, then e-mails and
 * web addresses, then phone numbers (a number inside a web address stays part of it).
 */
export function findContactLinks(text: string, context: ContactContext = {}): ContactLink[] {
  const kept: ContactLink[] = [];
  const found = [
    ...addressLinks(text, context),
    ...webAndEmailLinks(text),
    ...phoneLinks(text, context.country),
  ];
  for (const link of found) {
    if (!safeHref(link.href)) continue;
    if (kept.some((other) => link.start < other.end && other.start < link.end)) continue;
    kept.push(link);
  }
  return kept.sort((a, b) => a.start - b.start);
}

function linkifyInline(nodes: Inline[], context: ContactContext): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    if (node.type === 'strong' || node.type === 'em')
      return [{ ...node, children: linkifyInline(node.children, context) }];
    // A link stays as its writer made it; only plain text gains links.
    if (node.type !== 'text') return [node];
    const links = findContactLinks(node.text, context);
    if (!links.length) return [node];
    const out: Inline[] = [];
    let cursor = 0;
    for (const link of links) {
      if (link.start > cursor) out.push({ type: 'text', text: node.text.slice(cursor, link.start) });
      const shown = node.text.slice(link.start, link.end);
      out.push({ type: 'link', href: link.href, children: [{ type: 'text', text: shown }] });
      cursor = link.end;
    }
    if (cursor < node.text.length) out.push({ type: 'text', text: node.text.slice(cursor) });
    return out;
  });
}

/** A parsed reply with its contacts made into links (the reply's own links untouched). */
export function linkifyBlocks(blocks: Block[], context: ContactContext = {}): Block[] {
  return blocks.map((block) =>
    block.type === 'list'
      ? { ...block, items: block.items.map((item) => linkifyInline(item, context)) }
      : { ...block, children: linkifyInline(block.children, context) },
  );
}
