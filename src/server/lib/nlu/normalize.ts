import { stemmer } from '@orama/stemmers/spanish';
import { foldAccents } from '../../../shared/fold';
import { remembered } from './remembered';
import { isSpanishWord } from './spelling';
import {
  ABBREVIATIONS,
  CANONICAL_WORDS,
  CARRIER_VERBS,
  LIGHT_WORDS,
  PHRASE_SYNONYMS,
  REGIONAL_SENSES,
  STOP_WORDS,
  WORD_SYNONYMS,
} from './lexicon';

/**
 * The engine's matching fold: the display and search fold of src/shared (lower case, no accents, ñ → n),
 * and further, what matching needs and display must not do: no punctuation (only [a-z0-9] words separated
 * by one space) and letters repeated for emphasis squeezed ("holaaa").
 */
export function foldText(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .trim();
}

let lastText: string | undefined;
let lastFolded = '';

/**
 * `foldText`, remembering the last text only: one chat turn folds its message half a dozen times (the
 * engine's reading, its plain view, small talk, fields), and only those repeats are worth keeping.
 */
export function fold(text: string): string {
  if (text !== lastText) {
    lastFolded = foldText(text);
    lastText = text;
  }
  return lastFolded;
}

export interface Token {
  stem: string;
  /** 0 for function words, light for carrier words, 1 for content words. */
  weight: number;
  /** The lexicon knows the word (a carrier word or a synonym): it is never taken for a typo. */
  known: boolean;
  /** The folded word as written (after abbreviations), before synonyms and stemming. */
  word: string;
}

const LIGHT = 0.35;

/**
 * The Snowball stemmer knows suffixes by their accents, which folding removed: "reservación" loses "ación"
 * but "reservacion" keeps it (its plural, unaccented, does not), and the conditional "costaría" is not
 * "costar". Such words are stemmed through a form without the accent: the plural, or the infinitive when
 * it is a Spanish verb (so "ferretería" and "notaría"-like nouns keep their own stem unless the dictionary
 * says the root is a verb).
 */
function unaccentedForm(word: string): string {
  if (word.length > 6 && word.endsWith('acion')) return `${word}es`;
  const conditional = /^(.{3,}?)([aei])r(ia|ias|iamos|ian)$/.exec(word);
  if (conditional) {
    const infinitive = `${conditional[1]}${conditional[2]}r`;
    if (isSpanishWord(infinitive) && !isSpanishWord(word)) return infinitive;
  }
  return word;
}

/** The stem of a folded word, as the engine indexes it. */
export const stemOf = remembered((word) => (/^\d+$/.test(word) ? word : stemmer(unaccentedForm(word))));

/**
 * Pronouns attached to a verb lose their pronoun, which the stemmer keeps once accents are gone:
 * imperatives ("cuéntame", "háblanos") and infinitives ("divertirte", "casarnos", "asistirme").
 */
export function stripEnclitic(word: string): string {
  const infinitive = /^(.{2,}[aei]r)(me|te|se|nos|os|lo|la|le|los|las|les|selo|sela)$/.exec(word);
  if (infinitive) return infinitive[1]!;
  const match = /^(.{4,}?[aei])(me|nos|te|le|les|lo|la|los|las|selo|sela)$/.exec(word);
  return match && word.length >= 7 ? match[1]! : word;
}

/**
 * A stem with the vowel alternations of Spanish verbs undone: "cierran" / "cerramos", "cuesta" / "costar",
 * "vuelvo" / "volver", "atiende" / "atender" (voseo keeps the plain vowel: "cerrás", "podés") and
 * "ofrezco" / "ofrecer". Used only to relate a word the bot never saw to one it knows.
 */
export function rootOf(stem: string): string {
  return stem.replace(/ue/g, 'o').replace(/ie/g, 'e').replace(/zc/g, 'c');
}

/**
 * The words a diminutive may come from ("perrito" → perro, "cafecito" → café, "poquito" → poco,
 * "chiquitico" → chico), most likely first; none when the word cannot be one. Used only to relate a word
 * the bot never saw to one it knows, so "cuchillo" or "bonito" are never taken apart when the bot knows them.
 */
export function diminutiveBases(word: string): string[] {
  const match = /^(.{2,}?)(ecit|cit|it|ecill|cill|ill|itic)(o|a|os|as)$/.exec(word);
  if (!match) return [];
  const root = match[1]!.replace(/qu$/, 'c').replace(/gu$/, 'g');
  const ending = match[3]!.startsWith('a') ? 'a' : 'o';
  return [...new Set([`${root}${ending}`, root, `${root}e`, `${root}${ending === 'a' ? 'o' : 'a'}`])];
}

/** Texting abbreviations ("xq", "dnd", "porfa") written out, word by word, on folded text. */
export function expandAbbreviations(folded: string): string {
  return folded
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/**
 * Folded, synonym-mapped, weighted stems of a text. `region` is the bot's country (ISO 3166 alpha-2): a
 * word with a regional sense there (senses.tsv) is read in that sense.
 */
export function analyze(text: string, region: string | null = null): readonly Token[] {
  if (lastAnalyzed && lastAnalyzed.text === text && lastAnalyzed.region === region)
    return lastAnalyzed.tokens;
  const tokens = analyzeOnce(text, region);
  lastAnalyzed = { text, region, tokens };
  return tokens;
}

/**
 * The last text analysed: one message is analysed by the engine's reading, then by its fit check and
 * for small talk; like `fold`, only that repeat is worth keeping.
 */
let lastAnalyzed: { text: string; region: string | null; tokens: readonly Token[] } | undefined;

function analyzeOnce(text: string, region: string | null): Token[] {
  let folded = expandAbbreviations(fold(text));
  for (const [pattern, canonical] of PHRASE_SYNONYMS) folded = folded.replace(pattern, canonical);
  const senses = region ? REGIONAL_SENSES.get(region) : undefined;
  const tokens: Token[] = [];
  for (const raw of folded.split(' ')) {
    if (!raw || STOP_WORDS.has(raw)) continue;
    const regional = senses?.[raw];
    const plain = regional || WORD_SYNONYMS[raw] ? raw : stripEnclitic(raw);
    const canonical = regional ?? WORD_SYNONYMS[plain];
    const light = LIGHT_WORDS.has(raw) || (canonical !== undefined && CARRIER_VERBS.has(canonical));
    tokens.push({
      stem: stemOf(canonical ?? plain),
      weight: light ? LIGHT : 1,
      known: light || canonical !== undefined || CANONICAL_WORDS.has(plain),
      word: plain,
    });
  }
  return tokens;
}
