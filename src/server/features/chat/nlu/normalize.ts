import { stemmer } from '@orama/stemmers/spanish';
import { LIGHT_WORDS, PHRASE_SYNONYMS, STOP_WORDS, WORD_SYNONYMS } from './lexicon';

/** Lower case, no accents (ñ → n), no punctuation, letters repeated for emphasis squeezed ("holaaa"). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .trim();
}

export interface Token {
  stem: string;
  /** 0 for function words, light for carrier words, 1 for content words. */
  weight: number;
}

const LIGHT = 0.35;
const stemCache = new Map<string, string>();

function stemOf(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = /^\d+$/.test(word) ? word : stemmer(word);
    if (stemCache.size < 50_000) stemCache.set(word, stem);
  }
  return stem;
}

/**
 * Imperatives with an attached pronoun ("cuéntame", "háblanos", "contéstame") lose the pronoun, which
 * the stemmer keeps once accents are gone.
 */
export function stripEnclitic(word: string): string {
  const match = /^(.{4,}?[aei])(me|nos|te|le|les|lo|la|los|las|selo|sela)$/.exec(word);
  return match && word.length >= 7 ? match[1]! : word;
}

/** Folded, synonym-mapped, weighted stems of a text. */
export function analyze(text: string): Token[] {
  let folded = fold(text);
  for (const [pattern, canonical] of PHRASE_SYNONYMS) folded = folded.replace(pattern, canonical);
  const tokens: Token[] = [];
  for (const raw of folded.split(' ')) {
    if (!raw || STOP_WORDS.has(raw)) continue;
    const plain = WORD_SYNONYMS[raw] ? raw : stripEnclitic(raw);
    const word = WORD_SYNONYMS[plain] ?? plain;
    tokens.push({ stem: stemOf(word), weight: LIGHT_WORDS.has(raw) ? LIGHT : 1 });
  }
  return tokens;
}
