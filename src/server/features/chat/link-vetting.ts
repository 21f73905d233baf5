import { msg } from '../../../shared/messages.es';
import type { MessageLink } from './links';

/**
 * Links a bot shows (decision 036). A reply's words may come from a language model or from a document the
 * owner imported, and either may carry an address nobody vouched for ("visita http://phish.example/login").
 * An address shows as a link only when its site is one of the bot's own: the product's, the sites its owner
 * links in the bot's answers, and the websites its knowledge was read from; any other is dropped from the
 * text (a markdown link keeps its words) and from the link buttons.
 */

/** Sites every reply may link: WhatsApp's own link to a business (the contact button). */
const ALWAYS = ['wa.me', 'api.whatsapp.com'];

const ADDRESS = /https?:\/\/[^\s<>()[\]"']+/g;
const MARKDOWN_LINK = /\[([^\]\n]{1,200})\]\((https?:\/\/[^)\s]+)\)/g;

const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, '');

function hostOf(address: string): string | undefined {
  try {
    return siteOf(new URL(address).hostname);
  } catch {
    return undefined;
  }
}

export interface OwnSites {
  has(address: string): boolean;
}

/** The bot's own sites, from the product's address, the owner's answers and the websites of its sources. */
export function ownSites(input: {
  publicUrl: string;
  /** The owner's own words (intents' answers): their addresses are the owner's to give. */
  ownerTexts: readonly string[];
  sourceUrls: ReadonlyArray<string | null | undefined>;
}): OwnSites {
  const sites = new Set<string>(ALWAYS);
  const add = (address: string | null | undefined) => {
    const host = address ? hostOf(address) : undefined;
    if (host) sites.add(host);
  };
  add(input.publicUrl);
  for (const text of input.ownerTexts) for (const match of text.matchAll(ADDRESS)) add(match[0]);
  for (const url of input.sourceUrls) add(url);
  return {
    has(address) {
      const host = hostOf(address.replace(/[.,;:!?]+$/, ''));
      if (!host) return false;
      for (let site = host; site.includes('.'); site = site.slice(site.indexOf('.') + 1))
        if (sites.has(site)) return true;
      return false;
    },
  };
}

/** The text with every address outside the bot's sites removed: a markdown link keeps its words. */
export function vetLinks(text: string, own: OwnSites): string {
  return text
    .replace(MARKDOWN_LINK, (whole, label: string, address: string) => (own.has(address) ? whole : label))
    .replace(ADDRESS, (address) => {
      const trailing = /[.,;:!?]+$/.exec(address)?.[0] ?? '';
      const bare = address.slice(0, address.length - trailing.length);
      return own.has(bare) ? address : `${msg.conversation.linkRemoved}${trailing}`;
    });
}

/** The link buttons whose address is one of the bot's sites. */
export function ownLinks(links: readonly MessageLink[], own: OwnSites): MessageLink[] {
  return links.filter((link) => !/^https?:/i.test(link.url) || own.has(link.url));
}
