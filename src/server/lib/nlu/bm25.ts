import { holdNumbers, rangesOf, storeNumbers, type Held } from './tables';

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

/**
 * An index of documents, packed (decision 066): terms in one array, postings in typed arrays, so that a bot's
 * model holds a few numbers per posting instead of a map entry and an array per term, and is stored and
 * opened without rebuilding anything but the term lookup.
 */
export interface StoredBm25 {
  /** The indexed terms; a term's position is its number. */
  terms: string[];
  /** Term number → its postings `postStart[t]` to `postStart[t + 1]`: documents in order, and occurrences. */
  postStart: Uint32Array;
  postDoc: Uint32Array;
  postCount: Uint32Array;
  /** Term number → informativeness. */
  idf: Float64Array;
  /** Each document's length in terms. */
  lengths: Float64Array;
  /** Their mean (1 when there are none, so that scoring never divides by zero). */
  avgLength: number;
  /** The idf of a term no document holds (the rarest a term can be). */
  unseenIdf: number;
  params: Bm25Params;
}

/** An index in use: its numbers held in V8's heap (tables.ts) and its term lookup. */
export interface Bm25Index extends Held<StoredBm25> {
  /** Term → its number (built when the index is made or opened, never stored). */
  termIndex: Map<string, number>;
}

const BM25_NUMBERS = {
  postStart: Uint32Array,
  postDoc: Uint32Array,
  postCount: Uint32Array,
  idf: Float64Array,
  lengths: Float64Array,
} as const;

/** An index as stored: typed arrays, without its lookup (rebuilt by `openBm25`). */
export function storeBm25({ termIndex: _lookup, ...held }: Bm25Index): StoredBm25 {
  return storeNumbers<StoredBm25>(held, BM25_NUMBERS);
}

export function openBm25(stored: StoredBm25): Bm25Index {
  return { ...holdNumbers(stored), termIndex: new Map(stored.terms.map((term, index) => [term, index])) };
}

/** Indexes documents already read into terms (each caller reads texts its own way). */
export function indexBm25(documents: readonly string[][], params = BM25_PARAMS): Bm25Index {
  // Per term, the documents holding it and how many times, in document order.
  const docs = new Map<string, number[]>();
  const counts = new Map<string, number[]>();
  const lengths = Float64Array.from(documents, (terms, index) => {
    const inDocument = new Map<string, number>();
    for (const term of terms) inDocument.set(term, (inDocument.get(term) ?? 0) + 1);
    for (const [term, count] of inDocument) {
      if (!docs.has(term)) {
        docs.set(term, []);
        counts.set(term, []);
      }
      docs.get(term)!.push(index);
      counts.get(term)!.push(count);
    }
    return terms.length;
  });
  const n = documents.length;
  const terms = [...docs.keys()];
  const postings = terms.map((term) => docs.get(term)!);
  const avgLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(n, 1) || 1;
  return openBm25({
    terms,
    postStart: rangesOf(postings),
    postDoc: Uint32Array.from(postings.flat()),
    postCount: Uint32Array.from(terms.flatMap((term) => counts.get(term)!)),
    idf: Float64Array.from(postings, (list) => bm25Idf(n, list.length)),
    lengths,
    avgLength,
    unseenIdf: bm25Idf(n, 0),
    params,
  });
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
    const t = index.termIndex.get(term);
    if (t === undefined && !weighsUnseen(position)) return;
    const idf = t === undefined ? index.unseenIdf : index.idf[t]!;
    ceiling += idf;
    if (t === undefined) return;
    for (let p = index.postStart[t]!; p < index.postStart[t + 1]!; p++) {
      const doc = index.postDoc[p]!;
      scores[doc]! += bm25Term(idf, index.postCount[p]!, index.lengths[doc]!, index.avgLength, k1, b);
    }
  });
  return { scores, ceiling };
}
