import type { IntentRow } from '../../bots/bots.repo';
import type { PassageRow } from '../../sources/passages';
import { indexBm25, rankBm25, type Bm25Index } from './bm25';

/**
 * What the model is grounded in: the bot's intents (name, answer and a few of their questions) and the
 * passages of its sources, each under a short label the model cites (`I3`, `P1`). The labels are the
 * knowledge's order for one revision of the bot, so they only mean something to the request that sent them.
 */
export type KnowledgeItem =
  | { label: string; kind: 'intent'; intent: IntentRow; text: string }
  | { label: string; kind: 'passage'; passage: PassageRow; text: string };

export interface BotKnowledge {
  items: KnowledgeItem[];
  byLabel: Map<string, KnowledgeItem>;
  /** BM25 over each item's words (questions, answer and name; title, heading and text). */
  bm25: Bm25Index;
  /** The characters of every item's text together. */
  chars: number;
}

/** Questions of an intent shown to the model: enough for the visitor's wording to match. */
const QUESTIONS_SHOWN = 3;

function intentText(label: string, intent: IntentRow): string {
  const questions = intent.questions.filter((q) => q.trim()).slice(0, QUESTIONS_SHOWN);
  const answer = intent.description.trim() || intent.name;
  return [
    `[${label}] ${intent.name}: ${answer}`,
    questions.length ? `   Preguntas: ${questions.join(' | ')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function passageText(label: string, passage: PassageRow): string {
  const section =
    passage.heading && passage.heading !== passage.sourceTitle ? `\n   Sección: ${passage.heading}` : '';
  return `[${label}] ${passage.sourceTitle}: ${passage.text}${section}`;
}

/**
 * Passages BM25 indexes on the event loop at most: above this, a bot's passages reach the model through the
 * engine's ranking alone, which runs in the passage worker thread (decision 036).
 */
const BM25_PASSAGES = 1_500;

function buildKnowledge(intents: readonly IntentRow[], passages: readonly PassageRow[]): BotKnowledge {
  const items: KnowledgeItem[] = [
    ...intents.map((intent, i): KnowledgeItem => {
      const label = `I${i + 1}`;
      return { label, kind: 'intent', intent, text: intentText(label, intent) };
    }),
    ...passages.map((passage, i): KnowledgeItem => {
      const label = `P${i + 1}`;
      return { label, kind: 'passage', passage, text: passageText(label, passage) };
    }),
  ];
  const bm25 = indexBm25(
    items.map((item) =>
      item.kind === 'intent'
        ? [item.intent.name, ...item.intent.questions, item.intent.description].join('\n')
        : passages.length <= BM25_PASSAGES
          ? [item.passage.sourceTitle, item.passage.heading, item.passage.text].join('\n')
          : '',
    ),
  );
  return {
    items,
    byLabel: new Map(items.map((item) => [item.label, item])),
    bm25,
    chars: items.reduce((sum, item) => sum + item.text.length + 1, 0),
  };
}

const built = new WeakMap<readonly IntentRow[], WeakMap<readonly PassageRow[], BotKnowledge>>();

/**
 * The knowledge of one revision of a bot, built once: the model cache's intents and the bot cache's
 * passages are the same arrays until the bot changes.
 */
export function knowledgeOf(intents: readonly IntentRow[], passages: readonly PassageRow[]): BotKnowledge {
  let byPassages = built.get(intents);
  if (!byPassages) {
    byPassages = new WeakMap();
    built.set(intents, byPassages);
  }
  let knowledge = byPassages.get(passages);
  if (!knowledge) {
    knowledge = buildKnowledge(intents, passages);
    byPassages.set(passages, knowledge);
  }
  return knowledge;
}

export interface RetrievalHints {
  /** Intent ids the engine answered with this turn: always sent. */
  pinnedIntents: readonly string[];
  /** The passage the engine answered with: always sent. */
  pinnedPassage: string | null;
  /** The engine's ranking of the intents for the message, best first. */
  engineIntents: readonly string[];
  /** The engine's ranking of the passages for the message, best first. */
  enginePassages: readonly string[];
  /** The visitor's message, and the visitor's message before it (a follow-up leans on it). */
  message: string;
  previousMessage: string | null;
}

/** Reciprocal rank fusion's constant: later ranks still count, none dominates. */
const RRF_K = 60;

/**
 * The knowledge the model gets, at most `budget` characters: all of it when it fits (in the owner's order),
 * else the engine's answer first, then the items a hybrid retrieval ranks best — the engine's ranking of
 * intents and of passages fused with BM25 over every item for the message (and, at half weight, for the
 * message before it) by reciprocal rank — then the rest in order, while they fit.
 */
export function selectKnowledge(
  knowledge: BotKnowledge,
  budget: number,
  hints: RetrievalHints,
): { items: KnowledgeItem[]; all: boolean } {
  if (knowledge.chars <= budget) return { items: knowledge.items, all: true };
  const fused = new Map<KnowledgeItem, number>();
  const add = (item: KnowledgeItem | undefined, rank: number, weight: number) => {
    if (item) fused.set(item, (fused.get(item) ?? 0) + weight / (RRF_K + rank));
  };
  const intentItem = new Map<string, KnowledgeItem>();
  const passageItem = new Map<string, KnowledgeItem>();
  for (const item of knowledge.items) {
    if (item.kind === 'intent') intentItem.set(item.intent.id, item);
    else passageItem.set(item.passage.id, item);
  }
  hints.engineIntents.forEach((id, rank) => add(intentItem.get(id), rank, 1));
  hints.enginePassages.forEach((id, rank) => add(passageItem.get(id), rank, 1));
  rankBm25(knowledge.bm25, hints.message).forEach((i, rank) => add(knowledge.items[i], rank, 1));
  if (hints.previousMessage) {
    rankBm25(knowledge.bm25, hints.previousMessage).forEach((i, rank) => add(knowledge.items[i], rank, 0.5));
  }
  const pinned = [
    ...hints.pinnedIntents.map((id) => intentItem.get(id)),
    hints.pinnedPassage ? passageItem.get(hints.pinnedPassage) : undefined,
  ].filter((item): item is KnowledgeItem => !!item);
  const ranked = [...fused].sort((a, b) => b[1] - a[1]).map(([item]) => item);
  const chosen: KnowledgeItem[] = [];
  const taken = new Set<KnowledgeItem>();
  let used = 0;
  // What no ranking found still fills what is left, in the owner's order: lexical retrieval misses what a
  // visitor says in other words, and the model may still recognise it.
  for (const item of [...pinned, ...ranked, ...knowledge.items]) {
    if (taken.has(item) || used + item.text.length + 1 > budget) continue;
    chosen.push(item);
    taken.add(item);
    used += item.text.length + 1;
  }
  return { items: chosen, all: false };
}
