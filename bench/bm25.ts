/**
 * The plain lexical baseline of `npm run bench:nlu`: Okapi BM25 with one document per intent (its questions
 * and its answer), accent folding and the Spanish Snowball stemmer, no synonyms, no typo handling. The score
 * is normalised by what the message would score against a document holding every one of its words once, so
 * that one threshold works on every bot; words no intent contains count as the rarest words of the bot.
 */
import { stemmer } from '@orama/stemmers/spanish';

/** Fixed once, never per data set: its mean out-of-scope rejection over the three files is 78 %. */
export const BM25_THRESHOLD = 0.3;
const K1 = 1.2;
const B = 0.75;

const STOP = new Set(
  (
    'a al de del el la las lo los un una unos unas y o u e en con por para que se me te le les nos mi tu su sus es ' +
    'son esta este esto ese esa eso hay muy mas pero si no ya como cual cuales donde cuando quien'
  ).split(' '),
);

function tokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP.has(w))
    .map((w) => stemmer(w));
}

export interface Bm25Intent {
  id: string;
  questions: string[];
  answer?: string;
}

export function bm25(intents: Bm25Intent[]): (text: string) => { id: string | null; score: number } {
  const docs = intents.map((intent) => {
    const tf = new Map<string, number>();
    const words = tokens([...intent.questions, intent.answer ?? ''].join(' '));
    for (const w of words) tf.set(w, (tf.get(w) ?? 0) + 1);
    return { id: intent.id, tf, length: words.length };
  });
  const n = docs.length;
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(n, 1);
  const df = new Map<string, number>();
  for (const doc of docs) for (const w of doc.tf.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  const idfOf = (w: string) => {
    const count = df.get(w) ?? 0;
    return Math.log(1 + (n - count + 0.5) / (count + 0.5));
  };
  return (text: string) => {
    const query = [...new Set(tokens(text))];
    if (query.length === 0 || n === 0) return { id: null, score: 0 };
    // A document of average length holding every word of the message once.
    const ceiling = query.reduce((sum, w) => sum + idfOf(w), 0);
    let best: { id: string | null; score: number } = { id: null, score: 0 };
    for (const doc of docs) {
      let score = 0;
      for (const w of query) {
        const f = doc.tf.get(w);
        if (!f) continue;
        score += (idfOf(w) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.length) / avgLength));
      }
      if (score > best.score) best = { id: doc.id, score };
    }
    const normalised = ceiling > 0 ? best.score / ceiling : 0;
    return { id: normalised >= BM25_THRESHOLD ? best.id : null, score: normalised };
  };
}
