import { bm25Idf, bm25Term } from './bm25';
import { LIGHT_WORDS } from './lexicon';
import { analyze, diminutiveBases, foldText, rootOf, stemOf, type Token } from './normalize';
import { indexPlain, scorePlain, type PlainIndex } from './plain';
import { editDistance, isSpanishWord, phonetic } from './spelling';

/** What the engine learns from: the owner's intents as they train them. */
export interface TrainingIntent {
  id: string;
  name: string;
  questions: string[];
  /** The owner's answer (the intent's description): its words count, a little less than the questions'. */
  answer?: string;
}

export interface Ranked {
  id: string;
  score: number;
}

interface Example {
  intent: number;
  /** Stem → weight within this example (the maximum when a stem repeats). */
  stems: Map<string, number>;
  /** Character trigrams of its content words: a softer match for derived forms and typos. */
  grams: Set<string>;
  /** Its stems in `stems` order with their weight times the stem's idf, and their sum (filled by `train`). */
  weighted: Array<[string, number]>;
  mass: number;
}

interface IntentDoc {
  id: string;
  /** Stem → weight: 1 in the questions, less in the name, less still when only the answer has it. */
  stems: Map<string, number>;
  /** Stem → occurrences in questions, name and answer (the BM25 document). */
  tf: Map<string, number>;
  length: number;
}

export interface Model {
  intents: IntentDoc[];
  examples: Example[];
  /**
   * Stem → the examples holding it, in order: a message is compared only with the examples that share a
   * word with it (any other scores nothing), which keeps a bot with a thousand questions cheap to ask.
   */
  holders: Map<string, number[]>;
  /** Stem → informativeness across the bot's intents. */
  idf: Map<string, number>;
  maxIdf: number;
  avgLength: number;
  /** Stems by length, for typo lookup. */
  vocabulary: Map<number, string[]>;
  /** How a known word or stem sounds → the stem, for phonetic spellings ("kiero", "haser", "baso"). */
  sounds: Map<string, string>;
  /** A known stem with its verb vowel alternations undone → the stem ("cerr" → "cierr"). */
  roots: Map<string, string>;
  /** The same intents read plainly (no synonyms, no corrections): a second opinion on the best one. */
  plain: PlainIndex;
  /** The bot's country (ISO 3166 alpha-2): which regional sense of a word holds (senses.tsv). */
  region: string | null;
  mix: Mix;
}

/** How the readings of a message are mixed into an intent's score, and which examples are compared. */
export interface Mix {
  /** Share of the best single example; the rest is the whole intent as a BM25 document. */
  example: number;
  /** Share of the plain view in the final score. */
  plain: number;
  /** Examples are compared with a message only when they share a content word with it. */
  contentOnly?: boolean;
}

const ANSWER_WEIGHT = 0.5;
const NAME_WEIGHT = 0.8;
const CHAR_MIX = 0.1;
/** Share of the best single example in an intent's score; the rest is the whole intent as a BM25 document. */
const EXAMPLE_MIX = 0.3;
/**
 * Share of the plain view (plain.ts: BM25 over the words as written, no synonyms, no corrections) in the
 * final score. Two readings that err differently: averaged, the right intent ranks first more often and an
 * intent both put first clears the threshold more often (decision 016, second pass).
 */
const PLAIN_MIX = 0.3;
/** A correctly spelled Spanish word the bot never saw weighs this share of the bot's rarest word. */
const FOREIGN_WEIGHT = 1;
/** A word corrected into the bot's vocabulary counts a little less than one written right. */
const CORRECTED_WEIGHT = 0.85;
/**
 * A message whose only known words are carriers ("soy", "estoy", "quiero saber") while its content words
 * are unknown, names or numbers has shown nothing of its topic: its scores count like carrier words.
 */
const CARRIER_ONLY = 0.35;

/** An owner's bot: every example sharing a word with the message is compared with it. */
const OWNER_MIX: Mix = { example: EXAMPLE_MIX, plain: PLAIN_MIX };

/** The concept bank: as an owner's bot, but only phrasings sharing a content word are compared. */
export const BANK_MIX: Mix = { ...OWNER_MIX, contentOnly: true };

function bagOf(tokens: readonly Token[], factor = 1): Map<string, number> {
  const bag = new Map<string, number>();
  for (const { stem, weight } of tokens) bag.set(stem, Math.max(bag.get(stem) ?? 0, weight * factor));
  return bag;
}

/** Character trigrams of the content stems (carrier and function words left out). */
function gramsOf(stems: Iterable<[string, number]>): Set<string> {
  const grams = new Set<string>();
  for (const [stem, weight] of stems) {
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

/** Builds the index of one bot: its examples, its intents as documents and per-stem informativeness. */
export function trainLexical(
  intents: TrainingIntent[],
  region: string | null = null,
  mix: Mix = OWNER_MIX,
): Model {
  const docs: IntentDoc[] = [];
  const examples: Example[] = [];
  const sounds = new Map<string, string>();
  const learn = (tokens: readonly Token[]) => {
    for (const { stem, word } of tokens) {
      if (/\d/.test(stem)) continue;
      for (const key of [phonetic(word), phonetic(stem)]) if (!sounds.has(key)) sounds.set(key, stem);
    }
  };
  intents.forEach((intent, index) => {
    const stems = new Map<string, number>();
    const tf = new Map<string, number>();
    let length = 0;
    const count = (tokens: readonly Token[]) => {
      for (const { stem, weight } of tokens) {
        if (weight < 1) continue;
        tf.set(stem, (tf.get(stem) ?? 0) + 1);
        length += 1;
      }
    };
    const texts = [...intent.questions, intent.name.replace(/[._-]+/g, ' ')];
    for (const [i, text] of texts.entries()) {
      const tokens = analyze(text, region);
      learn(tokens);
      count(tokens);
      const bag = bagOf(tokens, i === texts.length - 1 ? NAME_WEIGHT : 1);
      if (bag.size === 0) continue;
      examples.push({ intent: index, stems: bag, grams: gramsOf(bag), weighted: [], mass: 0 });
      merge(stems, bag);
    }
    if (intent.answer) {
      const tokens = analyze(intent.answer, region).filter((t) => !/^\d+$/.test(t.stem));
      learn(tokens);
      count(tokens);
      for (const [stem, weight] of bagOf(tokens, ANSWER_WEIGHT))
        if (!stems.has(stem)) stems.set(stem, weight);
    }
    docs.push({ id: intent.id, stems, tf, length });
  });

  // Document frequency over intents (BM25's idf): a stem in every intent tells nothing apart.
  const df = new Map<string, number>();
  for (const doc of docs) for (const stem of doc.stems.keys()) df.set(stem, (df.get(stem) ?? 0) + 1);
  const n = Math.max(docs.length, 1);
  const idf = new Map<string, number>();
  let maxIdf = 1;
  for (const [stem, count] of df) {
    const value = bm25Idf(n, count) + 0.1;
    idf.set(stem, value);
    maxIdf = Math.max(maxIdf, value);
  }
  const holders = new Map<string, number[]>();
  examples.forEach((example, index) => {
    for (const [stem, weight] of example.stems) {
      const w = weight * idf.get(stem)!;
      example.weighted.push([stem, w]);
      example.mass += w;
      // A bank of thousands of phrasings compares a message only with those sharing a content word with
      // it: one sharing only "tienen" or "hola" with it is never what it is about (and there are hundreds).
      if (mix.contentOnly && weight < 1) continue;
      const list = holders.get(stem);
      if (list) list.push(index);
      else holders.set(stem, [index]);
    }
  });
  const vocabulary = new Map<number, string[]>();
  for (const stem of df.keys()) {
    const list = vocabulary.get(stem.length);
    if (list) list.push(stem);
    else vocabulary.set(stem.length, [stem]);
  }
  const plain = indexPlain(intents.map((intent) => [...intent.questions, intent.answer ?? '']));
  const roots = new Map<string, string>();
  for (const stem of df.keys()) if (!roots.has(rootOf(stem))) roots.set(rootOf(stem), stem);
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / n || 1;
  return {
    intents: docs,
    examples,
    holders,
    idf,
    maxIdf,
    avgLength,
    vocabulary,
    sounds,
    roots,
    plain,
    region,
    mix,
  };
}

/**
 * A word the bot never saw that is a form of one it knows: the same verb with its vowel alternation
 * ("cierran" for "cerrar", "podés" for "puede") or the diminutive of a known word ("cafecito").
 */
function relate(model: Model, token: Token): string | undefined {
  const root = model.roots.get(rootOf(token.stem));
  if (root) return root;
  for (const base of diminutiveBases(token.word)) {
    const stem = stemOf(base);
    if (model.idf.has(stem)) return stem;
  }
  return undefined;
}

/**
 * A word the bot never saw, mapped to one it knows: the same sound spelled otherwise ("kiero", "aser"),
 * the same word grown or shortened ("cumple" / "cumpleaños"), or, when it is not a Spanish word itself,
 * within one typo (two for long words) of a known stem.
 */
function correct(model: Model, token: Token): string | undefined {
  const { stem, word } = token;
  if (/\d/.test(word) || word.length < 3) return undefined;
  const heard = model.sounds.get(phonetic(word)) ?? model.sounds.get(phonetic(stem));
  if (heard) return heard;
  if (stem.length < 4) return undefined;
  if (stem.length >= 5) {
    for (const [length, stems] of model.vocabulary) {
      if (length < 5 || Math.abs(length - stem.length) > 4) continue;
      const found = stems.find((known) => known.startsWith(stem) || stem.startsWith(known));
      if (found) return found;
    }
  }
  // A real word is not a typo: "hierro" is not "tierra", "vaca" is not "vale".
  if (isSpanishWord(word)) return undefined;
  const max = stem.length >= 8 ? 2 : 1;
  const sound = phonetic(stem);
  let best: string | undefined;
  let bestDistance = max + 1;
  for (let length = Math.max(3, stem.length - max); length <= stem.length + max; length++) {
    for (const candidate of model.vocabulary.get(length) ?? []) {
      // People rarely mistype the first letter.
      if (candidate[0] !== stem[0] && phonetic(candidate)[0] !== sound[0]) continue;
      const distance = Math.min(
        editDistance(stem, candidate, max),
        editDistance(sound, phonetic(candidate), max),
      );
      if (distance < bestDistance) {
        bestDistance = distance;
        best = candidate;
      }
    }
  }
  return best;
}

interface Query {
  /** Known (or corrected) stem → its weight in the message, idf included. */
  known: Map<string, number>;
  /** Weight of the message's real words the bot does not know: evidence that it is about something else. */
  foreign: number;
  /** Whether a content word (not a carrier word) of the message is known to the bot. */
  content: boolean;
  /** Whether the message has content words at all (known, foreign, names, numbers…). */
  hasContent: boolean;
}

/**
 * Words capitalised in the middle of a sentence ("en Villa Crespo", "soy Martín"): names of places, people
 * and brands, folded. Nothing when the message is shouted in capitals.
 */
function properNames(text: string): Set<string> {
  const names = new Set<string>();
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length === 0 || letters === letters.toUpperCase()) return names;
  for (const match of text.matchAll(/(?<![.?!¿¡:\n]\s*|^\s*)(?<=\s)\p{Lu}\p{Ll}+/gu))
    for (const word of foldText(match[0]).split(' ')) if (word) names.add(word);
  return names;
}

/**
 * The message's words as evidence. Words the bot knows weigh their informativeness; correctly spelled
 * Spanish words it does not know weigh against every intent (they say the message is about something
 * else); what is neither (names, brands, numbers, fillers, garbled words) weighs nothing either way.
 */
function read(model: Model, text: string, names: Set<string>): Query {
  const known = new Map<string, number>();
  let foreign = 0;
  const foreignSeen = new Set<string>();
  let content = false;
  let hasContent = false;
  for (const token of analyze(text, model.region)) {
    if (token.weight === 0) continue;
    if (token.weight >= 1) hasContent = true;
    let stem: string | undefined = model.idf.has(token.stem) ? token.stem : undefined;
    let factor = 1;
    // A name is not a typo of a word the bot knows ("Martín", "Zumárraga").
    const name = names.has(token.word);
    if (!stem && !token.known && !name) stem = relate(model, token);
    if (!stem && !token.known && !name) {
      stem = correct(model, token);
      factor = CORRECTED_WEIGHT;
    }
    if (stem) {
      const weight = token.weight * factor * model.idf.get(stem)!;
      known.set(stem, Math.max(known.get(stem) ?? 0, weight));
      if (token.weight >= 1) content = true;
    } else if (token.weight >= 1 && !/\d/.test(token.word) && !foreignSeen.has(token.stem)) {
      // A content word: a synonym's canonical word or a dictionary word the bot never saw.
      if (token.known || (token.word.length >= 3 && !names.has(token.word) && isSpanishWord(token.word))) {
        foreignSeen.add(token.stem);
        foreign += FOREIGN_WEIGHT * model.maxIdf;
      }
    }
  }
  return { known, foreign, content, hasContent };
}

function score(model: Model, query: Query, plain: Float64Array): Ranked[] {
  let knownMass = 0;
  for (const weight of query.known.values()) knownMass += weight;
  const mass = knownMass + query.foreign;
  if (model.intents.length === 0) return [];
  const queryGrams = gramsOf([...query.known].map(([stem, weight]) => [stem, weight > 0 ? 1 : 0]));

  const best = new Float64Array(model.intents.length);
  // The examples sharing a stem with the message, visited in training order as before the index existed.
  const sharing = new Uint8Array(model.examples.length);
  for (const stem of query.known.keys())
    for (const index of model.holders.get(stem) ?? []) sharing[index] = 1;
  for (let index = 0; index < sharing.length; index++) {
    if (sharing[index] === 0) continue;
    const example = model.examples[index]!;
    let matched = 0;
    for (const [stem, w] of example.weighted) {
      const q = query.known.get(stem);
      if (q !== undefined) matched += Math.min(w, q);
    }
    if (matched === 0) continue;
    // How much of the message the example explains matters most; how much of the example is present, less.
    const words = Math.pow(matched / mass, 0.6) * Math.pow(matched / example.mass, 0.4);
    const similarity = CHAR_MIX * dice(queryGrams, example.grams) + (1 - CHAR_MIX) * words;
    if (similarity > best[example.intent]!) best[example.intent] = similarity;
  }

  const ranked: Ranked[] = [];
  model.intents.forEach((doc, i) => {
    // The whole intent as one BM25 document (questions, name and answer), normalised by what a document of
    // average length holding every word of the message once would score.
    let bm25 = 0;
    let covered = 0;
    for (const [stem, weight] of query.known) {
      const f = doc.tf.get(stem);
      if (f) bm25 += bm25Term(weight, f, doc.length, model.avgLength);
      const bagWeight = doc.stems.get(stem);
      if (bagWeight) covered += weight * Math.min(1, bagWeight);
    }
    if (best[i] === 0 && covered === 0 && plain[i] === 0) return;
    const document = mass > 0 ? Math.min(1, bm25 / mass) : 0;
    const own = model.mix.example * best[i]! + (1 - model.mix.example) * document;
    let value = (1 - model.mix.plain) * own + model.mix.plain * plain[i]!;
    if (!query.content && query.hasContent) value *= CARRIER_ONLY;
    ranked.push({ id: doc.id, score: Math.min(1, value) });
  });
  ranked.sort((a, b) => b.score - a.score);
  return ranked;
}

/** Where a message asks a second thing: question marks, "y también", "otra cosa", "además". */
const CLAUSE_BREAK =
  /[?¿!.;\n]+|\s(?:y\s+)?(?:tambien|también|ademas|además|otra cosa|otra pregunta)\s|,\s*y\s|\sy\s(?=(?:que|qué|cuanto|cuánto|donde|dónde|cuando|cuándo|como|cómo|a que|a qué|tienen|hacen|aceptan|puedo|se puede)\b)/i;

const CLAUSE_BREAKS = new RegExp(CLAUSE_BREAK.source, 'gi');

export function clausesOf(text: string): string[] {
  return text
    .split(CLAUSE_BREAKS)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * The plain view's scores. A word it never saw weighs against every intent only when it is a real Spanish
 * content word, as in the engine's own reading: carriers ("hola", "consulta"), names, numbers and garbled
 * words weigh nothing.
 */
function plainScores(model: Model, text: string, names: Set<string>): Float64Array {
  return scorePlain(
    model.plain,
    text,
    (word) =>
      word.length >= 3 &&
      !/\d/.test(word) &&
      !LIGHT_WORDS.has(word) &&
      !names.has(word) &&
      isSpanishWord(word),
  );
}

/** Every intent's score for a text, best first: the engine's reading and the plain view, mixed. */
export function rankLexical(model: Model, text: string): Ranked[] {
  const names = properNames(text);
  return score(model, read(model, text, names), plainScores(model, text, names));
}
