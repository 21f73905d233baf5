import { readFileSync } from 'node:fs';
import { serverFile } from '../server-files';

/**
 * General Spanish knowledge for the engine, read once at load from the data files beside this module (one
 * entry a line, "#" comments; decision 038): function words, "carrier" words that frame a question without
 * saying what it is about, texting abbreviations, phrases and synonyms common in Latin American business
 * talk, and the phrases of small talk. Nothing here is specific to one bot or one data set. The files are
 * found relative to this module, so the same code reads them under vitest, tsx (`npm start`, bench) and in
 * the isolated worker threads; nothing bundles the server.
 *
 * Precedence: how `analyze` (normalize.ts) reads one message, and so which entry wins when two could apply.
 *  1. The text is folded (lower case, no accents, no punctuation).
 *  2. abbreviations.tsv rewrites each folded word ("xq" → "porque"): a word with an abbreviation never
 *     reaches the later steps as written.
 *  3. phrases.tsv rewrites multi-word expressions, rule by rule in file order, over the whole text: a rule
 *     never sees what an earlier one rewrote, and a word a rule always rewrites ("ahorita") never reaches
 *     the word lists.
 *  4. stop.txt drops function words: a stop word is never a synonym, a verb form or a carrier word.
 *  5. With the bot's country, senses.tsv gives the regional canonical word of the word as written; else
 *     synonyms.tsv and verb-forms.tsv (one map; a word is in one file at most) give the canonical word of
 *     the word as written, else of the word without an attached pronoun ("cuéntame" → "cuenta").
 *  6. The token is light when the word is in light.txt or its canonical word is in carrier-verbs.txt.
 * The engine's plain view (plain.ts) reads the same message otherwise: folded, without the words of
 * stop-short.txt and stop.txt, no abbreviations, phrases or synonyms; there a word of light.txt it never saw
 * weighs nothing. So a stop word that step 2 rewrites still counts (the plain view drops it), and so does a
 * light word that steps 2 or 5 make light anyway. lexicon.test.ts checks that no entry is dead.
 * smalltalk.tsv is read by chat/smalltalk.ts and chat/turn.ts on folded text, before or beside the engine.
 */

/** The entries of one data file: its lines without comments and blank lines, split at tabs. */
export function readEntries(file: string): string[][] {
  return readFileSync(serverFile(`lib/nlu/${file}`), 'utf8')
    .split('\n')
    .map((line) => line.replace(/[ \r]+$/, ''))
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

const words = (file: string) => readEntries(file).map(([word]) => word!);
const pairs = (file: string) => readEntries(file).map(([word, to]) => [word!, to ?? ''] as const);

/** Articles, prepositions, conjunctions, clitics and the region's fillers: they never decide the topic. */
export const STOP_WORDS = new Set(words('stop.txt'));

/** The short stop list of a plain reading: plain.ts (with STOP_WORDS) and the bench's BM25 baseline. */
export const SHORT_STOP_WORDS = new Set(words('stop-short.txt'));

/**
 * Words that carry the shape of a request rather than its topic ("quiero saber", "me puedes decir"):
 * kept, but light, so "quiero pedir" does not outweigh the thing asked for.
 */
export const LIGHT_WORDS = new Set(words('light.txt'));

/**
 * Verbs that frame a question in every form ("estamos", "tendrían", "hicieron"), not only the forms in
 * LIGHT_WORDS: any of their forms (verb-forms.tsv) is a carrier word.
 */
export const CARRIER_VERBS = new Set(words('carrier-verbs.txt'));

/**
 * A lookup table by word without a prototype: a customer's "constructor" or "valueOf" is a word, not
 * Object.prototype's method read as a synonym.
 */
const table = (entries: ReadonlyArray<readonly [string, string]>): Record<string, string> =>
  Object.assign(Object.create(null) as Record<string, string>, Object.fromEntries(entries));

/**
 * How people abbreviate when they text, mapped to the words they stand for before anything else; applied
 * to single folded tokens.
 */
export const ABBREVIATIONS = table(pairs('abbreviations.tsv'));

/**
 * Multi-word expressions, each rewritten to one canonical word (or removed), in file order. Applied to
 * folded text (no accents, lower case).
 */
export const PHRASE_SYNONYMS: Array<[RegExp, string]> = pairs('phrases.tsv').map(([pattern, canonical]) => [
  new RegExp(`\\b(?:${pattern})\\b`, 'g'),
  canonical || ' ',
]);

/** Word → canonical word: regional synonyms, and the forms of irregular verbs → their infinitive. */
export const WORD_SYNONYMS = table([...pairs('synonyms.tsv'), ...pairs('verb-forms.tsv')]);

/**
 * Regional senses (senses.tsv: word, canonical word, the countries where that sense holds): a word whose
 * reading depends on the bot's country ("guagua" is a bus in the Caribbean and a baby in the Andes).
 * Country (ISO 3166 alpha-2) → word → canonical word; read before WORD_SYNONYMS when the bot has a country.
 */
export const REGIONAL_SENSES: ReadonlyMap<string, Record<string, string>> = (() => {
  const byRegion = new Map<string, Array<[string, string]>>();
  for (const [word, canonical, countries] of readEntries('senses.tsv')) {
    for (const country of (countries ?? '').split(',')) {
      const key = country.trim().toUpperCase();
      if (!key) continue;
      const list = byRegion.get(key) ?? [];
      list.push([word!, canonical!]);
      byRegion.set(key, list);
    }
  }
  return new Map([...byRegion].map(([region, entries]) => [region, table(entries)]));
})();

/** The words synonyms map to (and phrases produce): real words, whatever the bot was trained on. */
export const CANONICAL_WORDS = new Set(
  Object.values(WORD_SYNONYMS).concat(
    PHRASE_SYNONYMS.flatMap(([, canonical]) => canonical.split(' ')).filter(Boolean),
    [...REGIONAL_SENSES.values()].flatMap((senses) => Object.values(senses)),
  ),
);

/** The lists of smalltalk.tsv; how each is matched is written where it is read. */
export const SMALL_TALK_LISTS = [
  'ack',
  'thanks',
  'goodbye',
  'identity',
  'help',
  'help-question',
  'greeting',
  'done',
  'person',
  'talk-to',
  'ask-for',
  'personal-service',
  'decline',
  'question-start',
  'continuation',
  'booking-ask',
  'booking-near',
  'booking-change',
  'yes',
  'buy-ask',
  'product-ask',
] as const;

export type SmallTalkList = (typeof SMALL_TALK_LISTS)[number];

export interface SmallTalkEntry {
  list: SmallTalkList;
  phrase: string;
  /** Where people say it, when the source named a region. */
  region: string | null;
}

export const SMALL_TALK: SmallTalkEntry[] = readEntries('smalltalk.tsv').map(([list, phrase, region]) => ({
  list: list as SmallTalkList,
  phrase: phrase!,
  region: region || null,
}));

/** One list of smalltalk.tsv as a regular-expression group, "(a|b|c)", for the pattern that reads it. */
export function phrasesOf(list: SmallTalkList): string {
  const phrases = SMALL_TALK.filter((entry) => entry.list === list).map((entry) => entry.phrase);
  if (phrases.length === 0) throw new Error(`smalltalk.tsv has no ${list}`);
  return `(${phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
}
