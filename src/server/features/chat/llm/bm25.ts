import { analyze } from '../../../lib/nlu/normalize';

/**
 * Okapi BM25 over the engine's own reading of Spanish (accents folded, stop words out, Snowball stems,
 * synonyms): the lexical half of the model's grounding retrieval, over questions, answers and passages.
 */
export interface Bm25Index {
  docs: Array<Map<string, number>>;
  lengths: number[];
  avgLength: number;
  idf: Map<string, number>;
}

const K1 = 1.2;
const B = 0.75;

/** The content stems of a text (carrier words such as "quiero saber" left out). */
function stemsOf(text: string): string[] {
  return analyze(text)
    .filter((token) => token.weight >= 1)
    .map((token) => token.stem);
}

export function indexBm25(texts: readonly string[]): Bm25Index {
  const docs = texts.map((text) => {
    const tf = new Map<string, number>();
    for (const stem of stemsOf(text)) tf.set(stem, (tf.get(stem) ?? 0) + 1);
    return tf;
  });
  const lengths = docs.map((tf) => [...tf.values()].reduce((sum, n) => sum + n, 0));
  const df = new Map<string, number>();
  for (const tf of docs) for (const stem of tf.keys()) df.set(stem, (df.get(stem) ?? 0) + 1);
  const n = docs.length;
  const idf = new Map<string, number>();
  for (const [stem, count] of df) idf.set(stem, Math.log(1 + (n - count + 0.5) / (count + 0.5)));
  const avgLength = n ? lengths.reduce((sum, l) => sum + l, 0) / n : 0;
  return { docs, lengths, avgLength, idf };
}

/** Each document's BM25 score for `query` (0 when it shares no stem). */
export function scoreBm25(index: Bm25Index, query: string): Float64Array {
  const scores = new Float64Array(index.docs.length);
  const terms = new Set(stemsOf(query));
  for (const term of terms) {
    const idf = index.idf.get(term);
    if (idf === undefined) continue;
    index.docs.forEach((tf, i) => {
      const f = tf.get(term);
      if (!f) return;
      const norm = 1 - B + (B * index.lengths[i]!) / (index.avgLength || 1);
      scores[i]! += (idf * (f * (K1 + 1))) / (f + K1 * norm);
    });
  }
  return scores;
}

/** Document indexes with a positive score, best first. */
export function rankBm25(index: Bm25Index, query: string): number[] {
  const scores = scoreBm25(index, query);
  return [...scores.keys()].filter((i) => scores[i]! > 0).sort((a, b) => scores[b]! - scores[a]! || a - b);
}
