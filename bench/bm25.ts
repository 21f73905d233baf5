/**
 * The plain lexical baseline of `npm run bench:nlu`: Okapi BM25 (the product's src/server/lib/nlu/bm25.ts)
 * with one document per intent (its questions and its answer), accent folding, the short stop list
 * (stop-short.txt) and the Spanish Snowball stemmer, no synonyms, no typo handling. The score is normalised
 * by what the message would score against a document holding every one of its words once, so that one
 * threshold works on every bot; words no intent contains count as the rarest words of the bot.
 */
import { stemmer } from '@orama/stemmers/spanish';
import { foldAccents } from '../src/shared/fold';
import { indexBm25, scoreBm25 } from '../src/server/lib/nlu/bm25';
import { SHORT_STOP_WORDS } from '../src/server/lib/nlu/lexicon';

/** Fixed once, never per data set: its mean out-of-scope rejection over the three files is 78 %. */
export const BM25_THRESHOLD = 0.3;

function tokens(text: string): string[] {
  return foldAccents(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !SHORT_STOP_WORDS.has(w))
    .map((w) => stemmer(w));
}

export interface Bm25Intent {
  id: string;
  questions: string[];
  answer?: string;
}

export function bm25(intents: Bm25Intent[]): (text: string) => { id: string | null; score: number } {
  const index = indexBm25(
    intents.map((intent) => tokens([...intent.questions, intent.answer ?? ''].join(' '))),
  );
  return (text: string) => {
    const query = tokens(text);
    if (query.length === 0 || intents.length === 0) return { id: null, score: 0 };
    // Every word counts in the ceiling, words no intent holds too.
    const { scores, ceiling } = scoreBm25(index, query, () => true);
    let best: { id: string | null; score: number } = { id: null, score: 0 };
    scores.forEach((score, i) => {
      if (score > best.score) best = { id: intents[i]!.id, score };
    });
    const normalised = ceiling > 0 ? best.score / ceiling : 0;
    return { id: normalised >= BM25_THRESHOLD ? best.id : null, score: normalised };
  };
}
