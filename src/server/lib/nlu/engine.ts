import { deserialize, serialize } from 'node:v8';
import type { ConceptKey } from '../../../shared/concepts';
import {
  CONCEPT_AHEAD,
  CONCEPT_CLEAR,
  clearConcept,
  conceptOfIntent,
  CONCEPT_PHRASINGS,
  conceptVocabulary,
  rankConcepts,
} from './concepts';
import { analyze } from './normalize';
import {
  clausesOf,
  intentHolds,
  openLexical,
  rankLexical,
  storeLexical,
  trainLexical,
  type Model as LexicalModel,
  type StoredModel,
  type Ranked,
  type TrainingIntent as LexicalIntent,
} from './lexical';

export type { Ranked } from './lexical';

/** What the engine learns from: the owner's intents as they train them. */
export interface TrainingIntent extends LexicalIntent {
  /** The concept of the bank it answers, when the owner or a template named one; else it is detected. */
  concept?: ConceptKey | null;
}

export interface TrainOptions {
  /** The bot's country (ISO 3166 alpha-2): its regional senses and phrasings hold. */
  region?: string | null;
  /**
   * Whether the concept bank takes part, with what comes with it (a bot's own threshold, close calls
   * asked, clauses rescued only when the whole message is in scope). Off for a bot's knowledge passages,
   * which are not questions and are answered or not: they read as before decision 040.
   */
  concepts?: boolean;
}

export interface Model {
  lexical: LexicalModel;
  /** Per intent, in training order: the concept it answers, or null. */
  concepts: Array<ConceptKey | null>;
  /** The concepts some intent of the bot answers. */
  covered: ReadonlySet<ConceptKey>;
  region: string | null;
  useConcepts: boolean;
  /**
   * The confidence this bot asks before answering: DEFAULT_THRESHOLD, or more when ordinary questions of
   * topics the bot does not answer (the bank's phrasings of the concepts no intent covers) reach it often.
   */
  threshold: number;
}

export interface Classification {
  /** The best intent when its score clears the threshold, else null (fall back). */
  intentId: string | null;
  /** The best intent's confidence in [0, 1], comparable across bots. */
  score: number;
  /** Intents with any evidence, best first (at most 5). */
  ranked: Ranked[];
  /**
   * When `intentId` is null but some intents came close: up to 3 ids to offer ("¿Te refieres a…?"). Empty
   * when an intent was chosen or when the message looks out of scope.
   */
  suggestions: string[];
  /** The other half of a message that asks two things, when that half is answered confidently too. */
  secondIntentId: string | null;
  /**
   * The concept of the bank the message is clearly about when no intent of the bot answers it (the bot's
   * opening hours answer "hours" without an intent, issue 39); null otherwise.
   */
  uncoveredConcept: ConceptKey | null;
}

/**
 * An intent is answered when its confidence reaches this; the same value for every bot. Chosen by one rule,
 * not by accuracy: the lowest value at which the mean out-of-scope rejection over the data sets of
 * ../shared/nlu reaches 85 %, rejection as `classify` decides it (`npx tsx bench/nlu-curve.ts` prints it).
 */
export const DEFAULT_THRESHOLD = 0.4;
/**
 * Below the threshold but at least this: the closest intents are offered as suggestions. Chosen by one rule
 * like the threshold: the lowest value at which, on average over the data sets of ../shared/nlu, at most one
 * out-of-scope message in three is offered chips (`npx tsx bench/nlu-curve.ts` prints it). A chip on an
 * off-topic message costs the visitor a glance; a right intent never offered costs them the answer.
 */
export const SUGGESTION_THRESHOLD = 0.065;
/** Suggestions stay within this share of the best score. */
export const SUGGESTION_RATIO = 0.5;
/**
 * A half of a message answered when the whole message was not must clear the threshold by this much (short
 * clauses reach high coverage more easily); the other half of a two-question message needs the threshold.
 */
export const CLAUSE_MARGIN = 0.1;
/** A clause with content words scoring under this share of the threshold is about something else. */
const OUTSIDE_SHARE = 0.5;

/** Builds a bot's model: its lexical index and, per intent, the concept of the bank it answers. */
export function train(intents: TrainingIntent[], options: TrainOptions = {}): Model {
  const region = options.region ?? null;
  const useConcepts = (options.concepts ?? true) && CONCEPT_PHRASINGS.size > 0;
  const concepts = intents.map((intent) =>
    useConcepts ? (intent.concept ?? conceptOfIntent(intent, region)) : null,
  );
  const covered = new Set(concepts.filter((c): c is ConceptKey => c !== null));
  const model: Model = {
    lexical: trainLexical(intents, region),
    concepts,
    covered,
    region,
    useConcepts,
    threshold: DEFAULT_THRESHOLD,
  };
  if (useConcepts) model.threshold = calibrate(model, intents);
  return model;
}

/** A model as it is kept in the database (decision 066): packed tables, no map or set. */
interface StoredEngineModel extends Omit<Model, 'lexical' | 'covered'> {
  lexical: StoredModel;
  covered: ConceptKey[];
}

/**
 * A trained model as bytes to keep (`bot_models`): V8's serialization of its packed tables, typed arrays
 * written as they are. The engine's fingerprint keys what is kept, so a model is only opened by the engine
 * that wrote it (fingerprint.ts).
 */
export function storeModel(model: Model): Buffer {
  const stored: StoredEngineModel = {
    ...model,
    lexical: storeLexical(model.lexical),
    covered: [...model.covered],
  };
  return serialize(stored);
}

/** A kept model opened: its tables as written, its few lookups rebuilt. */
export function openModel(bytes: Buffer): Model {
  const stored = deserialize(bytes) as StoredEngineModel;
  return { ...stored, lexical: openLexical(stored.lexical), covered: new Set(stored.covered) };
}

/** The share of the sampled phrasings whose score is compared: their median. */
const CALIBRATE_Q = 0.5;
/** Phrasings sampled per uncovered concept. */
const CALIBRATE_K = 4;
/** However large the bot, its threshold stays reachable. */
const CALIBRATE_MAX = 0.6;
/** The questions per intent the default threshold was chosen for (../shared/nlu trains on 3). */
const REFERENCE_QUESTIONS = 3;

/** The score at share `q` of a bot's best scores for a fixed sample of the bank's uncovered concepts. */
function offTopicQuantile(model: Model): number | null {
  const scores: number[] = [];
  for (const [concept, phrasings] of CONCEPT_PHRASINGS) {
    if (model.covered.has(concept)) continue;
    const step = Math.max(1, Math.floor(phrasings.length / CALIBRATE_K));
    for (let i = 0; i < phrasings.length && i < step * CALIBRATE_K; i += step)
      scores.push(read(model, phrasings[i]!.text).ranked[0]?.score ?? 0);
  }
  if (scores.length === 0) return null;
  scores.sort((a, b) => a - b);
  return scores[Math.min(scores.length - 1, Math.floor(CALIBRATE_Q * scores.length))]!;
}

/**
 * A bot's own threshold, by its size: with more questions per intent a bot shares words with more of what
 * it was never taught, and accepts more of it. The bank's phrasings of the concepts the bot does not cover
 * (topics it cannot answer) are scored by the bot and by the same bot with its first 3 questions per
 * intent; the threshold rises by how much more the bigger bot accepts them (never above CALIBRATE_MAX).
 */
function calibrate(model: Model, intents: TrainingIntent[]): number {
  if (!intents.some((intent) => intent.questions.length > REFERENCE_QUESTIONS)) return DEFAULT_THRESHOLD;
  const reference: Model = {
    ...model,
    lexical: trainLexical(
      intents.map((intent) => ({ ...intent, questions: intent.questions.slice(0, REFERENCE_QUESTIONS) })),
      model.region,
    ),
  };
  const grown = offTopicQuantile(model);
  const base = offTopicQuantile(reference);
  if (grown === null || base === null) return DEFAULT_THRESHOLD;
  return Math.min(CALIBRATE_MAX, DEFAULT_THRESHOLD + Math.max(0, grown - base));
}

/**
 * An intent whose concept the message is clearly about scores at least this share of the bank's confidence:
 * below the owner's own words (a bank phrasing is not what the owner wrote), enough to rank and suggest
 * the intent and, when the bank is nearly sure, to answer it. Chosen by one rule over ../shared/nlu: the
 * largest share at which no data set's overall accuracy falls (0.6 lowered the Spain-Spanish sets).
 */
const CONCEPT_WEIGHT = 0.5;
/**
 * How far the bank's confidence in a concept no intent answers must lead the best intent's score before
 * the bot says it does not know: the bank also knows topics an owner answers inside another intent (a
 * price inside "Cortes"), so only a wide lead counts. Chosen like CONCEPT_WEIGHT: the smallest lead at
 * which no data set's overall accuracy falls (0.2 and 0.3 lowered all three).
 */
const UNCOVERED_MARGIN = 0.5;
/** The fit check's factor on a chosen intent that explains too little of the message. */
const FIT_PENALTY = 0.8;
/** Content words of another concept left unexplained before the fit check lowers the confidence. */
const FIT_MIN = 3;
/**
 * "Close": the second intent within this share of the first, and the first under the threshold plus
 * CLOSE_BAND. Then the bot asks "¿Te refieres a…?" with both instead of answering one.
 */
const CLOSE_RATIO = 0.9;
const CLOSE_BAND = 0.05;
/**
 * An intent the owner's words score this high (and clearly ahead) is read without asking the bank: no
 * lift can pass it. Measured: the same answers on every file of ../shared/nlu as asking the bank always.
 */
const SURE = CONCEPT_WEIGHT;

/**
 * (Exported for its unit test.) The second opinion on the chosen intent: does it explain the message, or only one word of it? When the
 * message is clearly about a concept other than the intent's, and the intent's own words (questions, name,
 * answer) explain at most one of its content words while words of that other concept stay unexplained,
 * the confidence is lowered: "¿venden ropa de trabajo?" is not the jobs intent because of "trabajo".
 */
export function fit(model: Model, text: string, intentId: string, clear: Ranked | null): number {
  const index = model.lexical.intentIds.indexOf(intentId);
  if (index < 0 || !clear || clear.id === model.concepts[index]) return 1;
  const other = conceptVocabulary(clear.id as ConceptKey);
  let explained = 0;
  let elsewhere = 0;
  const seen = new Set<string>();
  for (const token of analyze(text, model.region)) {
    if (token.weight < 1 || /\d/.test(token.word) || seen.has(token.stem)) continue;
    seen.add(token.stem);
    if (intentHolds(model.lexical, index, token.stem)) explained += 1;
    else if (other.has(token.stem)) elsewhere += 1;
  }
  return explained <= 1 && elsewhere >= FIT_MIN ? FIT_PENALTY : 1;
}

interface Reading {
  /** Every intent's score, best first. */
  ranked: Ranked[];
  /** The concept of the bank the message is clearly about when no intent of the bot answers it. */
  uncovered: Ranked | null;
}

/**
 * Every intent's score for a text, best first: the owner's words (the lexical scorer) and, for an intent
 * that answers a concept of the bank, the bank's confidence that the message is about that concept.
 */
function read(model: Model, text: string): Reading {
  const ranked = rankLexical(model.lexical, text);
  if (!model.useConcepts) return { ranked, uncovered: null };
  // The owner's words already answer it well ahead of the rest: the bank cannot lift another intent past
  // it (a lift is at most CONCEPT_WEIGHT), nor lead it by UNCOVERED_MARGIN; only the fit check could
  // lower it, and a message this well explained by its intent rarely leaves a concept unexplained.
  const [first, second] = ranked;
  if (first && first.score >= SURE && (second?.score ?? 0) < first.score * CLOSE_RATIO)
    return { ranked, uncovered: null };
  const concepts = rankConcepts(text, model.region);
  if (concepts.length === 0) return { ranked, uncovered: null };
  const byConcept = new Map(concepts.map((r) => [r.id, r.score]));
  const scores = new Map(ranked.map((r) => [r.id, r.score]));
  const clear = clearConcept(concepts);
  // Only the concept the message is clearly about lifts its intents: a concept merely ranked (the bank
  // always ranks something) would lift an intent for any message that shares a word with its phrasings.
  if (clear) {
    model.concepts.forEach((concept, i) => {
      if (concept !== clear.id) return;
      const id = model.lexical.intentIds[i]!;
      scores.set(id, Math.max(scores.get(id) ?? 0, CONCEPT_WEIGHT * (byConcept.get(concept) ?? 0)));
    });
  }
  const merged = [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
  if (merged[0]) merged[0] = { ...merged[0], score: merged[0].score * fit(model, text, merged[0].id, clear) };
  merged.sort((a, b) => b.score - a.score);
  const uncovered = uncoveredConcept(model, concepts, merged[0]?.score ?? 0);
  return { ranked: merged, uncovered };
}

/**
 * The concept a message is about when no intent of the bot answers it: the bank's first concept is clear
 * enough, no concept an intent covers comes near it (its neighbours may tie: "¿aceptan perros?" is pets
 * or accessibility, answered by neither), and it leads the best intent's score by UNCOVERED_MARGIN.
 */
function uncoveredConcept(model: Model, concepts: Ranked[], best: number): Ranked | null {
  const top = concepts[0];
  if (!top || top.score < CONCEPT_CLEAR || top.score <= best + UNCOVERED_MARGIN) return null;
  for (const concept of concepts) {
    if (concept.score < top.score * CONCEPT_AHEAD) break;
    if (model.covered.has(concept.id as ConceptKey)) return null;
  }
  return top;
}

/** Whether a text says what it is about: a content word, not only greetings, fillers and carriers. */
function hasContent(text: string, region: string | null): boolean {
  return analyze(text, region).some((token) => token.weight >= 1 && !/\d/.test(token.word));
}

function decide(
  model: Model,
  ranked: Ranked[],
  threshold: number,
): Pick<Classification, 'intentId' | 'score' | 'suggestions'> {
  const top = ranked[0];
  if (!top) return { intentId: null, score: 0, suggestions: [] };
  const second = ranked[1];
  // Only intents can be offered as "¿Te refieres a…?"; a bot's passages are answered or not.
  const close =
    model.useConcepts &&
    !!second &&
    second.score >= top.score * CLOSE_RATIO &&
    top.score < threshold + CLOSE_BAND;
  if (top.score >= threshold && !close) return { intentId: top.id, score: top.score, suggestions: [] };
  return { intentId: null, score: top.score, suggestions: suggest(ranked) };
}

/** The intents offered when none was chosen: the best three that reach `floor` and half the best score. */
export function suggest(ranked: Ranked[], floor = SUGGESTION_THRESHOLD): string[] {
  const least = Math.max(floor, (ranked[0]?.score ?? 0) * SUGGESTION_RATIO);
  return ranked
    .slice(0, 3)
    .filter((r) => r.score >= least)
    .map((r) => r.id);
}

/** Scores every intent for one message; the best at or above `threshold` wins. */
export function classify(model: Model, text: string, threshold = model.threshold): Classification {
  const reading = read(model, text);
  const ranked = reading.ranked;
  const decision = decide(model, ranked, threshold);
  let { intentId, suggestions } = decision;
  // Clearly about a topic the bank knows and no intent of this bot answers: an honest "no sé", left for
  // the owner, instead of an intent matched by one shared word. The closest intents are still offered:
  // taking the chips away too cost 1.4 points of in-scope messages answered or offered on latam-dev
  // (the bank is sure of a topic more often than it is right about the bot's coverage).
  if (reading.uncovered && intentId !== null) {
    suggestions = suggest(ranked);
    intentId = null;
  }
  let secondIntentId: string | null = null;

  const clauses = clausesOf(text);
  if (clauses.length >= 2) {
    const confident: Ranked[] = [];
    // A clause answered alone needs the whole message in scope: every other clause is small talk, or is
    // about something this bot answers (never the safe half of an off-topic message). A message the bot
    // answered as a whole keeps its answer: refusing it for a chatty clause ("soy clienta de hace años")
    // lost more right answers than it saved (decision 040).
    let wholeInScope = true;
    for (const clause of clauses) {
      const part = read(model, clause);
      const top = part.ranked[0];
      const outside = hasContent(clause, model.region) && (top?.score ?? 0) < threshold * OUTSIDE_SHARE;
      // A bot's passages keep the rule they were measured with (bench:nlu's document table).
      if (model.useConcepts && (part.uncovered || outside)) wholeInScope = false;
      if (top && top.score >= threshold && !confident.some((c) => c.id === top.id)) confident.push(top);
    }
    confident.sort((a, b) => b.score - a.score);
    if (
      intentId === null &&
      wholeInScope &&
      confident[0] &&
      confident[0].score >= threshold + CLAUSE_MARGIN
    ) {
      // The message as a whole was unclear, but one of its questions clearly is not.
      intentId = confident[0].id;
      suggestions = [];
    }
    secondIntentId = wholeInScope ? (confident.find((c) => c.id !== intentId)?.id ?? null) : null;
    if (intentId === null) secondIntentId = null;
  }
  return {
    intentId,
    score: decision.score,
    ranked: ranked.slice(0, 5),
    suggestions,
    secondIntentId,
    uncoveredConcept: intentId === null ? ((reading.uncovered?.id as ConceptKey | undefined) ?? null) : null,
  };
}
