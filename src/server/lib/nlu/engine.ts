import type { ConceptKey } from '../../../shared/concepts';
import { CONCEPT_CLEAR, conceptOfIntent, CONCEPT_PHRASINGS, rankConcepts } from './concepts';
import { analyze } from './normalize';
import {
  clausesOf,
  rankLexical,
  trainLexical,
  type Model as LexicalModel,
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
  /** Whether the concept bank takes part (off for a bot's knowledge passages, which are not questions). */
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

/** Builds a bot's model: its lexical index and, per intent, the concept of the bank it answers. */
export function train(intents: TrainingIntent[], options: TrainOptions = {}): Model {
  const region = options.region ?? null;
  const useConcepts = (options.concepts ?? true) && CONCEPT_PHRASINGS.size > 0;
  const concepts = intents.map((intent) =>
    useConcepts ? (intent.concept ?? conceptOfIntent(intent, region)) : null,
  );
  const covered = new Set(concepts.filter((c): c is ConceptKey => c !== null));
  return { lexical: trainLexical(intents, region), concepts, covered, region, useConcepts };
}

const tune = (name: string, fallback: number) => Number(process.env[`NLU_${name}`] ?? fallback);
/** An intent's concept counts this share of the bank's confidence that the message is about it. */
const CONCEPT_WEIGHT = tune('CW', 0.8);
const CONCEPT_MODE = tune('CM', 0);
/** How far the bank's confidence in a concept no intent answers must exceed the best intent's score. */
const UNCOVERED_MARGIN = tune('UM', 0);

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
  const concepts = rankConcepts(text, model.region);
  if (concepts.length === 0) return { ranked, uncovered: null };
  const byConcept = new Map(concepts.map((r) => [r.id, r.score]));
  const scores = new Map(ranked.map((r) => [r.id, r.score]));
  model.concepts.forEach((concept, i) => {
    const bank = concept ? (byConcept.get(concept) ?? 0) : 0;
    if (bank === 0) return;
    const id = model.lexical.intents[i]!.id;
    const own = scores.get(id) ?? 0;
    const boosted = CONCEPT_MODE === 0 ? Math.max(own, CONCEPT_WEIGHT * bank) : own + (1 - own) * CONCEPT_WEIGHT * bank;
    scores.set(id, boosted);
  });
  const merged = [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
  const top = concepts[0]!;
  const uncovered =
    top.score >= CONCEPT_CLEAR && !model.covered.has(top.id as ConceptKey) && top.score > (merged[0]?.score ?? 0) + UNCOVERED_MARGIN
      ? top
      : null;
  return { ranked: merged, uncovered };
}

/** Whether a text says what it is about: a content word, not only greetings, fillers and carriers. */
function hasContent(text: string, region: string | null): boolean {
  return analyze(text, region).some((token) => token.weight >= 1 && !/\d/.test(token.word));
}

function decide(
  ranked: Ranked[],
  threshold: number,
): Pick<Classification, 'intentId' | 'score' | 'suggestions'> {
  const top = ranked[0];
  if (!top) return { intentId: null, score: 0, suggestions: [] };
  if (top.score >= threshold) return { intentId: top.id, score: top.score, suggestions: [] };
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
export function classify(model: Model, text: string, threshold = DEFAULT_THRESHOLD): Classification {
  const reading = read(model, text);
  const ranked = reading.ranked;
  if (reading.uncovered) {
    // About something the bank knows and this bot does not answer: an honest "no sé", no chips.
    return { intentId: null, score: ranked[0]?.score ?? 0, ranked: ranked.slice(0, 5), suggestions: [], secondIntentId: null };
  }
  const decision = decide(ranked, threshold);
  let { intentId, suggestions } = decision;
  let secondIntentId: string | null = null;

  const clauses = clausesOf(text);
  if (clauses.length >= 2) {
    const confident: Ranked[] = [];
    // A clause answered alone needs the whole message in scope: every other clause is small talk, or is
    // about something this bot answers (never the safe half of an off-topic message).
    let wholeInScope = true;
    for (const clause of clauses) {
      const part = read(model, clause);
      const top = part.ranked[0];
      if (part.uncovered || (hasContent(clause, model.region) && (top?.score ?? 0) < SUGGESTION_THRESHOLD))
        wholeInScope = false;
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
  return { intentId, score: decision.score, ranked: ranked.slice(0, 5), suggestions, secondIntentId };
}
