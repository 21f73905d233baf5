import { LRUCache } from 'lru-cache';
import { countryCode } from '../../../shared/countries';
import type { DbOrTx } from '../../db/client';
import { rankLexical, trainLexical, type Model } from '../../lib/nlu/lexical';
import { phrasesOf } from '../../lib/nlu/lexicon';
import { foldText } from '../../lib/nlu/normalize';
import { catalogOf, type CatalogItem } from '../marketplace/publications.service';

/**
 * What the bot knows of its owner's publications (issue 40, item 1): the products, read by the same
 * lexical scorer as the owner's questions (plurals, spelling, regional words), each publication as if it
 * were an intent whose question is its title and labels and whose answer is its description.
 */

/** A product is what a message asks about when its title reads at least this… */
export const PRODUCT_SURE = 0.5;
/** …and the others shown beside it read at least this share of the best ("¿tienen tortas?": every torta). */
const PRODUCT_BESIDE = 0.8;
/** Cards a reply shows at most. */
export const PRODUCTS_SHOWN = 4;
/** Words asking for a price or stock ("cuánto salen", "precio", "¿les queda?"): never what the product is. */
const ASKING = new RegExp(`\\b(${phrasesOf('product-ask')}|${phrasesOf('buy-ask')})\\b`, 'g');

/** The message as the catalog reads it: what it names, without the words that ask about it. */
const named = (text: string) => foldText(text).replace(ASKING, ' ').replace(/\s+/g, ' ').trim();

export interface ProductMatch {
  item: CatalogItem;
  score: number;
}

export interface Catalog {
  items: readonly CatalogItem[];
  /** The products a message asks about, best first; none when it names none of them. */
  find: (text: string) => ProductMatch[];
}

/** A catalog read with the lexical scorer of the owner's questions (exported for its unit test and the cache). */
const EMPTY: Catalog = { items: [], find: () => [] };

/** An owner's products as the turn reads them (region: the bot's country, for its regional words). */
export function buildCatalog(items: CatalogItem[], region: string | null): Catalog {
  if (!items.length) return EMPTY;
  const model: Model = trainLexical(
    items.map((item) => ({
      id: item.publicationId,
      name: item.title,
      questions: [item.title, ...(item.labels.length ? [`${item.title} ${item.labels.join(' ')}`] : [])],
      answer: item.description,
    })),
    region,
  );
  const byId = new Map(items.map((item) => [item.publicationId, item]));
  return {
    items,
    find: (text) => {
      const ranked = rankLexical(model, named(text));
      const best = ranked[0]?.score ?? 0;
      if (best < PRODUCT_SURE) return [];
      return ranked
        .filter((r) => r.score >= best * PRODUCT_BESIDE)
        .slice(0, PRODUCTS_SHOWN)
        .map((r) => ({ item: byId.get(r.id)!, score: r.score }));
    },
  };
}

/**
 * The catalog of each bot, kept per instance at the bot's revision: any change of the owner's
 * publications or payment account moves the revision of the owner's bots (migration 0030), so a bot read
 * at its current revision never answers from an old catalog, whichever instance changed it.
 */
export class CatalogCache {
  private readonly bots = new LRUCache<string, { revision: number; catalog: Catalog }>({ max: 500 });

  async get(
    db: DbOrTx,
    bot: { id: string; revision: number; createdBy: string; country: string | null },
  ): Promise<Catalog> {
    const kept = this.bots.get(bot.id);
    if (kept?.revision === bot.revision) return kept.catalog;
    const catalog = buildCatalog(await catalogOf(db, bot.createdBy), countryCode(bot.country));
    this.bots.set(bot.id, { revision: bot.revision, catalog });
    return catalog;
  }
}
