import { indexBm25, scoreBm25, type Bm25Index } from './bm25';
import { SHORT_STOP_WORDS, STOP_WORDS } from './lexicon';
import { fold } from './normalize';
import { snowball } from './snowball';

/**
 * A second, plain view of the same intents: Okapi BM25 (bm25.ts) over the words as written (folded and
 * stemmed, stop-short.txt and stop.txt left out, no synonyms, no corrections). A word no intent holds counts
 * as the bot's rarest when it is a real word (the caller says which, as the engine sorts unknown words);
 * names, numbers and fillers weigh nothing, as in the engine.
 * It errs differently from the engine's own reading, so when both put the same intent first the engine
 * trusts it more (see `PLAIN_MIX` in engine.ts).
 */

export type PlainIndex = Bm25Index;

/** The message's words, fillers and vocatives of the region left out like function words. */
function plainWords(text: string): string[] {
  return fold(text)
    .split(' ')
    .filter((word) => word && !SHORT_STOP_WORDS.has(word) && !STOP_WORDS.has(word));
}

const plainStem = (word: string) => (/^\d+$/.test(word) ? word : snowball(word));

/** Indexes each intent's texts (questions, name, answer) as one document. */
export function indexPlain(documents: string[][]): PlainIndex {
  return indexBm25(documents.map((texts) => texts.flatMap(plainWords).map(plainStem)));
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
  const words = plainWords(text);
  const { scores, ceiling } = scoreBm25(index, words.map(plainStem), (position) => weighs(words[position]!));
  if (ceiling > 0) for (let i = 0; i < scores.length; i++) scores[i] = Math.min(1, scores[i]! / ceiling);
  return scores;
}
