import { stemmer } from '@orama/stemmers/spanish';

/** Words remembered; past it, new words are stemmed each time (a bound on memory, not on correctness). */
const MAX_WORDS = 50_000;
const stems = new Map<string, string>();

/**
 * The Snowball stem of a folded word. A pure function of the word, remembered: the engine stems every word
 * of a message three times (its reading, the plain BM25 view, the dictionary check) and people keep
 * writing the same few thousand words, so most calls are a lookup.
 */
export function snowball(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stems.size < MAX_WORDS) stems.set(word, stem);
  }
  return stem;
}
