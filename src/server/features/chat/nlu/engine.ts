import { analyze, type Token } from './normalize';

/** What the engine learns from: the owner's intents as they train them. */
export interface TrainingIntent {
  id: string;
  name: string;
  questions: string[];
  /** The response description; it helps a little (its words are weighed lightly). */
  answer?: string;
}

export interface Ranked {
  id: string;
  score: number;
}

export interface Classification {
  /** The best intent when its score clears the threshold, else null (fall back). */
  intentId: string | null;
  score: number;
  ranked: Ranked[];
}

interface Example {
  intent: number;
  /** Stem → weight within this example (the maximum when a stem repeats). */
  stems: Map<string, number>;
  /** Character trigrams of its content words: a softer match for derived forms and typos. */
  grams: Set<string>;
}

interface IntentBag {
  id: string;
  /** Every stem of the intent's name, questions and (lightly) answer. */
  stems: Map<string, number>;
}

export interface Model {
  intents: IntentBag[];
  examples: Example[];
  /** Stem → informativeness across the bot's intents. */
  idf: Map<string, number>;
  /** Stems by length, for typo lookup. */
  vocabulary: Map<number, string[]>;
  maxIdf: number;
}

/** Below it the engine admits not knowing: chosen so that at least 80 % of off-topic messages fall back. */
export const DEFAULT_THRESHOLD = 0.42;
const ANSWER_WEIGHT = 0.3;
const NAME_WEIGHT = 0.8;
const CHAR_MIX = 0.2;

function bagOf(tokens: Token[], factor = 1): Map<string, number> {
  const bag = new Map<string, number>();
  for (const { stem, weight } of tokens) bag.set(stem, Math.max(bag.get(stem) ?? 0, weight * factor));
  return bag;
}

/** Character trigrams of the content stems (carrier and function words left out). */
function gramsOf(tokens: Token[]): Set<string> {
  const grams = new Set<string>();
  for (const { stem, weight } of tokens) {
    if (weight < 1) continue;
    const padded = ` ${stem} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

function merge(into: Map<string, number>, from: Map<string, number>) {
  for (const [stem, weight] of from) into.set(stem, Math.max(into.get(stem) ?? 0, weight));
}

/** Builds the index of one bot: its examples and per-stem informativeness. */
export function train(intents: TrainingIntent[]): Model {
  const bags: IntentBag[] = [];
  const examples: Example[] = [];
  intents.forEach((intent, index) => {
    const stems = new Map<string, number>();
    const texts = [...intent.questions, intent.name.replace(/[._-]+/g, ' ')];
    for (const [i, text] of texts.entries()) {
      const tokens = analyze(text);
      const bag = bagOf(tokens, i === texts.length - 1 ? NAME_WEIGHT : 1);
      if (bag.size === 0) continue;
      examples.push({ intent: index, stems: bag, grams: gramsOf(tokens) });
      merge(stems, bag);
    }
    if (intent.answer)
      merge(stems, new Map([...bagOf(analyze(intent.answer), ANSWER_WEIGHT)].filter(([s]) => !stems.has(s))));
    bags.push({ id: intent.id, stems });
  });

  // Document frequency over intents: a stem in every intent tells nothing apart.
  const df = new Map<string, number>();
  for (const bag of bags) for (const stem of bag.stems.keys()) df.set(stem, (df.get(stem) ?? 0) + 1);
  const n = Math.max(bags.length, 1);
  const idf = new Map<string, number>();
  let maxIdf = 1;
  for (const [stem, count] of df) {
    const value = 1 + Math.log((n + 1) / (count + 0.5));
    idf.set(stem, value);
    maxIdf = Math.max(maxIdf, value);
  }
  const vocabulary = new Map<number, string[]>();
  for (const stem of df.keys()) {
    const list = vocabulary.get(stem.length);
    if (list) list.push(stem);
    else vocabulary.set(stem.length, [stem]);
  }
  return { intents: bags, examples, idf, vocabulary, maxIdf };
}

/** Optimal string alignment distance, stopping early past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j++) d[0]![j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Infinity;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return d[rows - 1]![cols - 1]!;
}

/**
 * A stem the bot never saw, mapped to one it knows: the same word grown or shortened ("cumple" /
 * "cumpleaños"), or within one typo (two for long words).
 */
function correct(model: Model, stem: string): string | undefined {
  if (stem.length < 4 || /^\d+$/.test(stem)) return undefined;
  if (stem.length >= 5) {
    for (const [length, stems] of model.vocabulary) {
      if (length < 5 || Math.abs(length - stem.length) > 4) continue;
      const found = stems.find((known) => known.startsWith(stem) || stem.startsWith(known));
      if (found) return found;
    }
  }
  const max = stem.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (let length = Math.max(4, stem.length - max); length <= stem.length + max; length++) {
    for (const candidate of model.vocabulary.get(length) ?? []) {
      // People rarely mistype the first letter; "hierro" is not a typo of "tierra".
      if (candidate[0] !== stem[0]) continue;
      const distance = editDistance(stem, candidate, max);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = candidate;
      }
    }
  }
  return best;
}

function weigh(model: Model, stem: string, weight: number): number {
  // Words the bot never saw weigh like its rarest ones: an unknown topic should lower confidence.
  return weight * (model.idf.get(stem) ?? model.maxIdf);
}

/** Scores every intent for one message; the best above `threshold` wins. */
export function classify(model: Model, text: string, threshold = DEFAULT_THRESHOLD): Classification {
  const query = new Map<string, number>();
  const tokens = analyze(text);
  const queryGrams = gramsOf(tokens);
  for (const { stem, weight, known: inLexicon } of tokens) {
    const known = model.idf.has(stem) || inLexicon ? stem : (correct(model, stem) ?? stem);
    query.set(known, Math.max(query.get(known) ?? 0, weight));
  }
  let queryMass = 0;
  for (const [stem, weight] of query) queryMass += weigh(model, stem, weight);
  if (queryMass === 0 || model.intents.length === 0) return { intentId: null, score: 0, ranked: [] };

  const best = new Float64Array(model.intents.length);
  for (let e = 0; e < model.examples.length; e++) {
    const example = model.examples[e]!;
    let matched = 0;
    let exampleMass = 0;
    for (const [stem, weight] of example.stems) {
      const w = weigh(model, stem, weight);
      exampleMass += w;
      const q = query.get(stem);
      if (q !== undefined) matched += Math.min(w, weigh(model, stem, q));
    }
    const queryCoverage = matched / queryMass;
    const exampleCoverage = matched / exampleMass;
    // How much of the message the example explains matters most; how much of the example is present, less.
    const wordSimilarity = Math.pow(queryCoverage, 0.6) * Math.pow(exampleCoverage, 0.4);
    const similarity = CHAR_MIX * dice(queryGrams, example.grams) + (1 - CHAR_MIX) * wordSimilarity;
    if (similarity > best[example.intent]!) best[example.intent] = similarity;
  }

  const ranked: Ranked[] = [];
  model.intents.forEach((bag, i) => {
    if (best[i] === 0) return;
    // The whole intent (all its questions, its name and answer) explaining the message adds confidence.
    let covered = 0;
    for (const [stem, weight] of query)
      if (bag.stems.has(stem)) covered += weigh(model, stem, Math.min(weight, bag.stems.get(stem)!));
    const score = 0.75 * best[i]! + 0.25 * (covered / queryMass);
    ranked.push({ id: bag.id, score });
  });
  ranked.sort((a, b) => b.score - a.score);
  const top = ranked[0];
  return {
    intentId: top && top.score >= threshold ? top.id : null,
    score: top?.score ?? 0,
    ranked: ranked.slice(0, 5),
  };
}
