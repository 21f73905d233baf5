import { indexBm25 as indexTerms, scoreBm25 as scoreTerms, type Bm25Index } from '../../../lib/nlu/bm25';
import { analyze } from '../../../lib/nlu/normalize';

/**
 * Okapi BM25 (lib/nlu/bm25.ts) over the engine's own reading of Spanish (accents folded, stop words out,
 * Snowball stems, synonyms): the lexical half of the model's grounding retrieval, over questions, answers
 * and passages. A query's stems no document holds score nothing.
 */
export type { Bm25Index };

/** The content stems of a text (carrier words such as "quiero saber" left out). */
function stemsOf(text: string): string[] {
  return analyze(text)
    .filter((token) => token.weight >= 1)
    .map((token) => token.stem);
}

export function indexBm25(texts: readonly string[]): Bm25Index {
  return indexTerms(texts.map(stemsOf));
}

/** Each document's BM25 score for `query` (0 when it shares no stem). */
export function scoreBm25(index: Bm25Index, query: string): Float64Array {
  return scoreTerms(index, stemsOf(query)).scores;
}

/** Document indexes with a positive score, best first. */
export function rankBm25(index: Bm25Index, query: string): number[] {
  const scores = scoreBm25(index, query);
  return [...scores.keys()].filter((i) => scores[i]! > 0).sort((a, b) => scores[b]! - scores[a]! || a - b);
}
