import { bm25Idf, bm25Term, openBm25, storeBm25, type StoredBm25 } from './bm25';
import { holdNumbers, rangesOf, storeNumbers, type Held } from './tables';
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

/** One question (or the name) of an intent while the model is built. */
interface Example {
  intent: number;
  /** Stem → weight within this example (the maximum when a stem repeats). */
  stems: Map<string, number>;
  /** Character trigrams of its content words: a softer match for derived forms and typos. */
  grams: Set<string>;
}

/** An intent while the model is built. */
interface IntentDoc {
  id: string;
  /** Stem → weight: 1 in the questions, less in the name, less still when only the answer has it. */
  stems: Map<string, number>;
  /** Stem → occurrences in questions, name and answer (the BM25 document). */
  tf: Map<string, number>;
  length: number;
}

/**
 * A bot's index as it is kept in memory and stored (decision 066): every string once in a table, every
 * number in a typed array, lists as "CSR" ranges (`xStart[i]` to `xStart[i + 1]` of the `x` arrays). A
 * 300-intent bot held 2.7 MB as maps and sets of strings; packed it holds a few hundred KB, is stored with
 * `v8.serialize` as raw bytes and is opened by rebuilding only its small lookups (`openLexical`).
 */
export interface StoredModel {
  /** The bot's stems, in the order training first met them; a stem's position is its number. */
  stems: string[];
  /** Stem → informativeness across the bot's intents. */
  idf: Float64Array;
  maxIdf: number;
  avgLength: number;
  intentIds: string[];
  /** Intent → its length in words (the BM25 document: questions, name and answer). */
  intentLength: Float64Array;
  /** Stem → the intents whose questions, name or answer hold it, in order, and its weight there. */
  bagStart: Uint32Array;
  bagIntent: Uint32Array;
  bagWeight: Float64Array;
  /** Stem → the intents whose BM25 document holds it, in order, and how many times. */
  tfStart: Uint32Array;
  tfIntent: Uint32Array;
  tfCount: Uint32Array;
  /** Example (one question or the name) → its intent, its stems with weight × idf in order, and their sum. */
  exampleIntent: Uint32Array;
  exampleStart: Uint32Array;
  exampleStem: Uint32Array;
  exampleWeight: Float64Array;
  exampleMass: Float64Array;
  /** Character trigrams of the examples' content words; a gram's position is its number. */
  grams: string[];
  exampleGramStart: Uint32Array;
  exampleGram: Uint32Array;
  /**
   * Stem → the examples holding it, in order: a message is compared only with the examples that share a
   * word with it (any other scores nothing), which keeps a bot with a thousand questions cheap to ask.
   */
  holderStart: Uint32Array;
  holder: Uint32Array;
  /** How a known word or stem sounds → the stem, for phonetic spellings ("kiero", "haser", "baso"). */
  sounds: string[];
  soundStem: Uint32Array;
  /** A known stem with its verb vowel alternations undone → the stem ("cerr" → "cierr"). */
  roots: string[];
  rootStem: Uint32Array;
  /** The same intents read plainly (no synonyms, no corrections): a second opinion on the best one. */
  plain: StoredBm25;
  /** The bot's country (ISO 3166 alpha-2): which regional sense of a word holds (senses.tsv). */
  region: string | null;
  mix: Mix;
  /**
   * What the opened index holds in memory, about (lexicalBytes): counted once when it is trained and kept
   * with it, since walking its tables cost every cold bot's first message 0.3 ms.
   */
  heldBytes: number;
}

/** A bot's index opened: the stored one with its numbers in V8's heap (tables.ts), and its lookups. */
export interface Model extends Omit<Held<StoredModel>, 'plain'> {
  stemIndex: Map<string, number>;
  gramIndex: Map<string, number>;
  soundIndex: Map<string, number>;
  rootIndex: Map<string, number>;
  /** Stems by length, for typo lookup (the lengths in the order training first met them). */
  vocabulary: Map<number, string[]>;
  plain: PlainIndex;
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
      examples.push({ intent: index, stems: bag, grams: gramsOf(bag) });
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
  const stems = [...df.keys()];
  const stemIndex = new Map(stems.map((stem, id) => [stem, id]));
  const idf = Float64Array.from(stems, (stem) => bm25Idf(n, df.get(stem)!) + 0.1);
  const maxIdf = idf.reduce((max, value) => Math.max(max, value), 1);

  // Per stem, the intents holding it: its weight in their bags, its occurrences in their BM25 documents.
  const bags = stems.map((): number[] => []);
  const bagWeights = stems.map((): number[] => []);
  const tfs = stems.map((): number[] => []);
  const tfCounts = stems.map((): number[] => []);
  docs.forEach((doc, index) => {
    for (const [stem, weight] of doc.stems) {
      bags[stemIndex.get(stem)!]!.push(index);
      bagWeights[stemIndex.get(stem)!]!.push(weight);
    }
    for (const [stem, count] of doc.tf) {
      tfs[stemIndex.get(stem)!]!.push(index);
      tfCounts[stemIndex.get(stem)!]!.push(count);
    }
  });

  const gramIndex = new Map<string, number>();
  const holders = stems.map((): number[] => []);
  const exampleMass = new Float64Array(examples.length);
  const exampleWeight: number[] = [];
  examples.forEach((example, index) => {
    for (const [stem, weight] of example.stems) {
      const w = weight * idf[stemIndex.get(stem)!]!;
      exampleWeight.push(w);
      exampleMass[index] = exampleMass[index]! + w;
      // A bank of thousands of phrasings compares a message only with those sharing a content word with
      // it: one sharing only "tienen" or "hola" with it is never what it is about (and there are hundreds).
      if (mix.contentOnly && weight < 1) continue;
      holders[stemIndex.get(stem)!]!.push(index);
    }
    for (const gram of example.grams) if (!gramIndex.has(gram)) gramIndex.set(gram, gramIndex.size);
  });

  const roots = new Map<string, string>();
  for (const stem of stems) if (!roots.has(rootOf(stem))) roots.set(rootOf(stem), stem);
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / n || 1;
  const idOf = (stem: string) => stemIndex.get(stem)!;
  const model = openLexical({
    stems,
    idf,
    maxIdf,
    avgLength,
    intentIds: docs.map((doc) => doc.id),
    intentLength: Float64Array.from(docs, (doc) => doc.length),
    bagStart: rangesOf(bags),
    bagIntent: Uint32Array.from(bags.flat()),
    bagWeight: Float64Array.from(bagWeights.flat()),
    tfStart: rangesOf(tfs),
    tfIntent: Uint32Array.from(tfs.flat()),
    tfCount: Uint32Array.from(tfCounts.flat()),
    exampleIntent: Uint32Array.from(examples, (example) => example.intent),
    exampleStart: rangesOf(examples.map((example) => example.stems)),
    exampleStem: Uint32Array.from(examples.flatMap((example) => [...example.stems.keys()].map(idOf))),
    exampleWeight: Float64Array.from(exampleWeight),
    exampleMass,
    grams: [...gramIndex.keys()],
    exampleGramStart: rangesOf(examples.map((example) => example.grams)),
    exampleGram: Uint32Array.from(
      examples.flatMap((example) => [...example.grams].map((g) => gramIndex.get(g)!)),
    ),
    holderStart: rangesOf(holders),
    holder: Uint32Array.from(holders.flat()),
    sounds: [...sounds.keys()],
    soundStem: Uint32Array.from(sounds.values(), idOf),
    roots: [...roots.keys()],
    rootStem: Uint32Array.from(roots.values(), idOf),
    plain: storeBm25(indexPlain(intents.map((intent) => [...intent.questions, intent.answer ?? '']))),
    region,
    mix,
    heldBytes: 0,
  });
  model.heldBytes = lexicalBytes(model);
  return model;
}

const LEXICAL_NUMBERS = {
  idf: Float64Array,
  intentLength: Float64Array,
  bagStart: Uint32Array,
  bagIntent: Uint32Array,
  bagWeight: Float64Array,
  tfStart: Uint32Array,
  tfIntent: Uint32Array,
  tfCount: Uint32Array,
  exampleIntent: Uint32Array,
  exampleStart: Uint32Array,
  exampleStem: Uint32Array,
  exampleWeight: Float64Array,
  exampleMass: Float64Array,
  exampleGramStart: Uint32Array,
  exampleGram: Uint32Array,
  holderStart: Uint32Array,
  holder: Uint32Array,
  soundStem: Uint32Array,
  rootStem: Uint32Array,
} as const;

/** A stored index made usable: its lookups rebuilt from its tables (a few hundred entries for a bot). */
export function openLexical(stored: StoredModel): Model {
  const vocabulary = new Map<number, string[]>();
  for (const stem of stored.stems) {
    const list = vocabulary.get(stem.length);
    if (list) list.push(stem);
    else vocabulary.set(stem.length, [stem]);
  }
  const numbered = (table: string[], ids?: Uint32Array) =>
    new Map(table.map((key, i) => [key, ids ? ids[i]! : i]));
  return {
    ...holdNumbers(stored),
    stemIndex: numbered(stored.stems),
    gramIndex: numbered(stored.grams),
    soundIndex: numbered(stored.sounds, stored.soundStem),
    rootIndex: numbered(stored.roots, stored.rootStem),
    vocabulary,
    plain: openBm25(stored.plain),
  };
}

/** What of an index is stored: everything but its lookups. */
export function storeLexical(model: Model): StoredModel {
  const {
    stemIndex: _s,
    gramIndex: _g,
    soundIndex: _so,
    rootIndex: _r,
    vocabulary: _v,
    plain,
    ...held
  } = model;
  return { ...storeNumbers<Omit<StoredModel, 'plain'>>(held, LEXICAL_NUMBERS), plain: storeBm25(plain) };
}

/** V8's bytes per lookup entry (a hash table slot and its key and value), and per object or string. */
const ENTRY_BYTES = 40;
const OBJECT_BYTES = 24;

/**
 * The memory an opened index holds, about: its arrays of numbers, its strings and its lookups' entries.
 * Counted from what it holds (not from its serialized size), so a cache bounded by it is bounded by memory.
 */
export function lexicalBytes(model: Model): number {
  let bytes = 0;
  const count = (value: unknown) => {
    if (ArrayBuffer.isView(value)) bytes += value.byteLength + 2 * OBJECT_BYTES;
    else if (Array.isArray(value)) {
      bytes += 8 * value.length;
      if (typeof value[0] === 'string') for (const item of value) bytes += OBJECT_BYTES + item.length;
    }
  };
  Object.values(model).forEach(count);
  Object.values(model.plain).forEach(count);
  const entries =
    model.stemIndex.size +
    model.gramIndex.size +
    model.soundIndex.size +
    model.rootIndex.size +
    model.plain.termIndex.size +
    model.stems.length;
  return bytes + entries * ENTRY_BYTES;
}

/** Whether an intent's questions, name or answer hold a stem. */
export function intentHolds(model: Model, intent: number, stem: string): boolean {
  const id = model.stemIndex.get(stem);
  if (id === undefined) return false;
  for (let p = model.bagStart[id]!; p < model.bagStart[id + 1]!; p++)
    if (model.bagIntent[p] === intent) return true;
  return false;
}

/**
 * A word the bot never saw that is a form of one it knows: the same verb with its vowel alternation
 * ("cierran" for "cerrar", "podés" for "puede") or the diminutive of a known word ("cafecito").
 */
function relate(model: Model, token: Token): string | undefined {
  const root = model.rootIndex.get(rootOf(token.stem));
  if (root !== undefined) return model.stems[root];
  for (const base of diminutiveBases(token.word)) {
    const stem = stemOf(base);
    if (model.stemIndex.has(stem)) return stem;
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
  const heard = model.soundIndex.get(phonetic(word)) ?? model.soundIndex.get(phonetic(stem));
  if (heard !== undefined) return model.stems[heard];
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
  /** Known (or corrected) stem's number → its weight in the message, idf included. */
  known: Map<number, number>;
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
  const known = new Map<number, number>();
  let foreign = 0;
  const foreignSeen = new Set<string>();
  let content = false;
  let hasContent = false;
  for (const token of analyze(text, model.region)) {
    if (token.weight === 0) continue;
    if (token.weight >= 1) hasContent = true;
    let stem: string | undefined = model.stemIndex.has(token.stem) ? token.stem : undefined;
    let factor = 1;
    // A name is not a typo of a word the bot knows ("Martín", "Zumárraga").
    const name = names.has(token.word);
    if (!stem && !token.known && !name) stem = relate(model, token);
    if (!stem && !token.known && !name) {
      stem = correct(model, token);
      factor = CORRECTED_WEIGHT;
    }
    if (stem) {
      const id = model.stemIndex.get(stem)!;
      const weight = token.weight * factor * model.idf[id]!;
      known.set(id, Math.max(known.get(id) ?? 0, weight));
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
  const intents = model.intentIds.length;
  if (intents === 0) return [];
  const queryGrams = gramsOf([...query.known].map(([id, weight]) => [model.stems[id]!, weight > 0 ? 1 : 0]));
  const gramShared = new Uint8Array(model.grams.length);
  for (const gram of queryGrams) {
    const id = model.gramIndex.get(gram);
    if (id !== undefined) gramShared[id] = 1;
  }

  const best = new Float64Array(intents);
  // The examples sharing a stem with the message, visited in training order as before the index existed.
  const sharing = new Uint8Array(model.exampleIntent.length);
  for (const stem of query.known.keys())
    for (let p = model.holderStart[stem]!; p < model.holderStart[stem + 1]!; p++)
      sharing[model.holder[p]!] = 1;
  for (let index = 0; index < sharing.length; index++) {
    if (sharing[index] === 0) continue;
    let matched = 0;
    for (let p = model.exampleStart[index]!; p < model.exampleStart[index + 1]!; p++) {
      const q = query.known.get(model.exampleStem[p]!);
      if (q !== undefined) matched += Math.min(model.exampleWeight[p]!, q);
    }
    if (matched === 0) continue;
    // How much of the message the example explains matters most; how much of the example is present, less.
    const words = Math.pow(matched / mass, 0.6) * Math.pow(matched / model.exampleMass[index]!, 0.4);
    // Dice's coefficient of the message's and the example's trigrams.
    const from = model.exampleGramStart[index]!;
    const to = model.exampleGramStart[index + 1]!;
    let shared = 0;
    for (let p = from; p < to; p++) shared += gramShared[model.exampleGram[p]!]!;
    const dice = queryGrams.size === 0 || to === from ? 0 : (2 * shared) / (queryGrams.size + to - from);
    const similarity = CHAR_MIX * dice + (1 - CHAR_MIX) * words;
    const intent = model.exampleIntent[index]!;
    if (similarity > best[intent]!) best[intent] = similarity;
  }

  // Each intent as one BM25 document (questions, name and answer), and how much of the message its bag
  // covers; summed stem by stem in the message's order.
  const bm25 = new Float64Array(intents);
  const covered = new Float64Array(intents);
  for (const [stem, weight] of query.known) {
    for (let p = model.tfStart[stem]!; p < model.tfStart[stem + 1]!; p++) {
      const i = model.tfIntent[p]!;
      bm25[i] = bm25[i]! + bm25Term(weight, model.tfCount[p]!, model.intentLength[i]!, model.avgLength);
    }
    for (let p = model.bagStart[stem]!; p < model.bagStart[stem + 1]!; p++) {
      const bagWeight = model.bagWeight[p]!;
      const i = model.bagIntent[p]!;
      if (bagWeight) covered[i] = covered[i]! + weight * Math.min(1, bagWeight);
    }
  }
  const ranked: Ranked[] = [];
  for (let i = 0; i < intents; i++) {
    if (best[i] === 0 && covered[i] === 0 && plain[i] === 0) continue;
    // Normalised by what a document of average length holding every word of the message once would score.
    const document = mass > 0 ? Math.min(1, bm25[i]! / mass) : 0;
    const own = model.mix.example * best[i]! + (1 - model.mix.example) * document;
    let value = (1 - model.mix.plain) * own + model.mix.plain * plain[i]!;
    if (!query.content && query.hasContent) value *= CARRIER_ONLY;
    ranked.push({ id: model.intentIds[i]!, score: Math.min(1, value) });
  }
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
