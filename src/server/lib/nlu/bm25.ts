/**
 * Okapi BM25, once for every reader of the product and the bench: the engine's intents as documents
 * (engine.ts, which keeps its own index and uses `bm25Idf` and `bm25Term`), its plain view (plain.ts), the
 * grounding retrieval of the language model (chat/llm/bm25.ts) and the plain baseline of `npm run bench:nlu`
 * (bench/bm25.ts). They differ in how they read a text into terms, which each caller does, and may differ
 * in k1 and b (all use the textbook 1.2 and 0.75 today).
 */

export interface Bm25Params {
  /** How fast a term's repetitions stop counting. */
  k1: number;
  /** How much a long document is penalised (0: not at all, 1: in proportion to its length). */
  b: number;
}

export const BM25_PARAMS: Bm25Params = { k1: 1.2, b: 0.75 };

/** A term's informativeness among `documents` when `holding` of them hold it (never negative). */
export function bm25Idf(documents: number, holding: number): number {
  return Math.log(1 + (documents - holding + 0.5) / (holding + 0.5));
}

/**
 * One term's share of a document's score: `weight` (its idf, or the query's weight for it) times its
 * saturated frequency `f` in a document of `length` terms. Plain arithmetic, no allocation: the engine
 * calls it in its hottest loop.
 */
export function bm25Term(
  weight: number,
  f: number,
  length: number,
  avgLength: number,
  k1 = BM25_PARAMS.k1,
  b = BM25_PARAMS.b,
): number {
  return (weight * f * (k1 + 1)) / (f + k1 * (1 - b + (b * length) / avgLength));
}

export interface Bm25Index {
  /** Term → [document index, occurrences] for every document holding it, in document order. */
  postings: Map<string, Array<[number, number]>>;
  /** Each document's length in terms. */
  lengths: number[];
  /** Their mean (1 when there are none, so that scoring never divides by zero). */
  avgLength: number;
  idf: Map<string, number>;
  /** The idf of a term no document holds (the rarest a term can be). */
  unseenIdf: number;
  params: Bm25Params;
}

/** Indexes documents already read into terms (each caller reads texts its own way). */
export function indexBm25(documents: readonly string[][], params = BM25_PARAMS): Bm25Index {
  const postings = new Map<string, Array<[number, number]>>();
  const lengths = documents.map((terms, index) => {
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, count] of counts) {
      const list = postings.get(term);
      if (list) list.push([index, count]);
      else postings.set(term, [[index, count]]);
    }
    return terms.length;
  });
  const n = documents.length;
  const idf = new Map<string, number>();
  for (const [term, list] of postings) idf.set(term, bm25Idf(n, list.length));
  const avgLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(n, 1) || 1;
  return { postings, lengths, avgLength, idf, unseenIdf: bm25Idf(n, 0), params };
}

export interface Bm25Scores {
  /** Each document's score (0 when it holds none of the terms). */
  scores: Float64Array;
  /**
   * The sum of the idf of the terms counted: what a document holding each of them once scores, about; the
   * plain readers divide by it so that one threshold serves every bot.
   */
  ceiling: number;
}

/**
 * Every document's score for a query's terms, each term counted once (its first occurrence). A term no
 * document holds counts, at `unseenIdf`, only in the ceiling and only when `weighsUnseen` says so for the
 * position of its first occurrence (by default it does not).
 */
export function scoreBm25(
  index: Bm25Index,
  terms: readonly string[],
  weighsUnseen: (position: number) => boolean = () => false,
): Bm25Scores {
  const { k1, b } = index.params;
  const scores = new Float64Array(index.lengths.length);
  const seen = new Set<string>();
  let ceiling = 0;
  terms.forEach((term, position) => {
    if (seen.has(term)) return;
    seen.add(term);
    const known = index.idf.get(term);
    if (known === undefined && !weighsUnseen(position)) return;
    const idf = known ?? index.unseenIdf;
    ceiling += idf;
    for (const [doc, f] of index.postings.get(term) ?? [])
      scores[doc]! += bm25Term(idf, f, index.lengths[doc]!, index.avgLength, k1, b);
  });
  return { scores, ceiling };
}
