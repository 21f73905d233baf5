import { STOP_WORDS } from './lexicon';
import { fold } from './normalize';
import { snowball } from './snowball';

/**
 * A second, plain view of the same intents: Okapi BM25 over the words as written (folded and stemmed, a
 * short stop list, no synonyms, no corrections). A word no intent holds counts as the bot's rarest when it
 * is a real word (the caller says which, as the engine sorts unknown words); names, numbers and fillers
 * weigh nothing, as in the engine.
 * It errs differently from the engine's own reading, so when both put the same intent first the engine
 * trusts it more (see `PLAIN_MIX` in engine.ts).
 */

const STOP = new Set(
  (
    'a al de del el la las lo los un una unos unas y o u e en con por para que se me te le les nos mi tu su sus es ' +
    'son esta este esto ese esa eso hay muy mas pero si no ya como cual cuales donde cuando quien'
  ).split(' '),
);
const K1 = 1.2;
const B = 0.75;

export interface PlainIndex {
  /** Stem → [intent index, occurrences] for every intent holding it. */
  postings: Map<string, Array<[number, number]>>;
  lengths: number[];
  avgLength: number;
  idf: Map<string, number>;
  /** The idf of a word no intent holds. */
  unseenIdf: number;
}

/** The message's words, fillers and vocatives of the region left out like function words. */
function plainWords(text: string): string[] {
  return fold(text)
    .split(' ')
    .filter((word) => word && !STOP.has(word) && !STOP_WORDS.has(word));
}

const plainStem = (word: string) => (/^\d+$/.test(word) ? word : snowball(word));

/** Indexes each intent's texts (questions, name, answer) as one document. */
export function indexPlain(documents: string[][]): PlainIndex {
  const postings = new Map<string, Array<[number, number]>>();
  const lengths = documents.map((texts, index) => {
    const counts = new Map<string, number>();
    const stems = texts.flatMap(plainWords).map(plainStem);
    for (const stem of stems) counts.set(stem, (counts.get(stem) ?? 0) + 1);
    for (const [stem, count] of counts) {
      const list = postings.get(stem);
      if (list) list.push([index, count]);
      else postings.set(stem, [[index, count]]);
    }
    return stems.length;
  });
  const n = documents.length;
  const idf = new Map<string, number>();
  for (const [stem, list] of postings)
    idf.set(stem, Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5)));
  const avgLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(n, 1) || 1;
  return { postings, lengths, avgLength, idf, unseenIdf: Math.log(1 + (n + 0.5) / 0.5) };
}

/**
 * Every intent's plain score for a message, in [0, 1] after normalising by what a document of average
 * length holding each word of the message once would score.
 */
export function scorePlain(
  index: PlainIndex,
  text: string,
  weighs: (word: string) => boolean = () => true,
): Float64Array {
  const scores = new Float64Array(index.lengths.length);
  const seen = new Set<string>();
  let ceiling = 0;
  for (const word of plainWords(text)) {
    const stem = plainStem(word);
    if (seen.has(stem)) continue;
    seen.add(stem);
    const known = index.idf.get(stem);
    if (known === undefined && !weighs(word)) continue;
    const idf = known ?? index.unseenIdf;
    ceiling += idf;
    for (const [doc, f] of index.postings.get(stem) ?? [])
      scores[doc]! += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * index.lengths[doc]!) / index.avgLength));
  }
  if (ceiling > 0) for (let i = 0; i < scores.length; i++) scores[i] = Math.min(1, scores[i]! / ceiling);
  return scores;
}
