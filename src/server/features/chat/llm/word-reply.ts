import { msg } from '../../../../shared/messages.es';
import type { AppContext } from '../../../app-context';
import type { TaskLog } from '../../../lib/background';
import type { LlmCallOutcome } from '../../../lib/metrics/metrics';
import type { BotWithCreator, IntentRow } from '../../bots/bots.repo';
import type { PassageRow } from '../../sources/passages';
import { recentMessages } from '../../conversations/messages.repo';
import { extractLinks, type MessageLink } from '../links';
import type { TrainedBot } from '../model-cache';
import { classify } from '../../../lib/nlu/engine';
import { notKnownLinks, PASSAGE_INTENT, type TurnBot, type TurnReply } from '../turn';
import { CircuitBreaker } from './breaker';
import { CitationFilter, readCitation } from './citation';
import { LlmError, streamCompletion } from './client';
import { vetLinks, type OwnSites } from '../link-vetting';
import { SecretRepeated, SecretWords, StreamGuard } from './reply-guard';
import { knowledgeOf, selectKnowledge, type KnowledgeItem } from './knowledge';
import { chatMessages, systemPrompt, type HistoryMessage } from './prompt';
import { dayOf, reserveLlmRequest } from './usage.repo';

/**
 * The language-model mode of a chat turn (issue 22): the engine's reply is worded by the model, grounded in
 * the bot's knowledge and the last turns of the conversation, streamed as it is written; any failure keeps
 * the engine's reply. Data fields, a request for a person and small talk stay the product's own.
 */

/** Replies the model words: answers, passages, "¿Te refieres a…?" and "no sé". */
const WORDED_KINDS = new Set<TurnReply['kind']>(['answer', 'passage', 'clarify', 'fallback']);
/** Passages the engine ranks for the retrieval. */
const RANKED_PASSAGES = 5;

/** A request's link to the model's words: where they stream, and when the visitor left. */
export interface WordingSession {
  /** Receives the reply's visible text as it grows (server-sent `delta` events); absent for JSON callers. */
  onDelta?: (text: string) => void;
  /** Aborts the model's call (the visitor closed the connection). */
  signal?: AbortSignal;
  /**
   * What the model said for this message in an earlier try of the same request (the turn was answered
   * again because the conversation or the bot moved): reused, so the model is neither asked nor paid twice.
   */
  memo?: WordedMemo;
}

export interface WordedMemo {
  text: string;
  intentIds: string[];
  passageId: string | null;
  attribution: 'cited' | 'none' | 'missing';
}

/** Logs the model's outcomes (the request's logger; background jobs may have `error` only). */
export type LlmLog = TaskLog & {
  info?: (details: object, message: string) => void;
  warn?: (details: object, message: string) => void;
};

export interface WordInput {
  bot: BotWithCreator;
  turnBot: TurnBot;
  trained: TrainedBot;
  passages: readonly PassageRow[];
  reply: TurnReply;
  message: string;
  /** The stored conversation the message belongs to, if any (its last turns go with the request). */
  conversationId: string | null;
  log: LlmLog;
  session: WordingSession | undefined;
  now: Date;
  /** The bot's own sites: the only ones the streamed words may link (link-vetting.ts). */
  ownSites: OwnSites;
}

const breakers = new WeakMap<AppContext, CircuitBreaker>();

/** This process's breaker in front of the app's model. */
export function breakerOf(ctx: AppContext): CircuitBreaker | undefined {
  const llm = ctx.settings.llm;
  if (!llm) return undefined;
  let breaker = breakers.get(ctx);
  if (!breaker) {
    breaker = new CircuitBreaker(llm.breaker.failures, llm.breaker.cooldownMs);
    breakers.set(ctx, breaker);
  }
  return breaker;
}

/**
 * The reply worded by the model, or null when the engine's stands: no model, the owner turned it off, a
 * reply the model does not word, the breaker open, the day's budget spent, or the call failed.
 */
export async function wordReply(
  ctx: AppContext,
  input: WordInput,
): Promise<{ reply: TurnReply; memo: WordedMemo } | null> {
  const settings = ctx.settings.llm;
  const { bot, reply, session } = input;
  if (!settings || !bot.llmOn || !WORDED_KINDS.has(reply.kind)) return null;
  if (session?.memo) return { reply: applyWording(input, session.memo), memo: session.memo };

  const breaker = breakerOf(ctx)!;
  const log = { botId: bot.id };
  const { llmFallbacks } = ctx.metrics;
  if (!breaker.allow()) {
    llmFallbacks.inc({ reason: 'breaker_open' });
    input.log.info?.({ ...log, llm: 'skipped', breaker: 'open' }, 'llm skipped: breaker open');
    return null;
  }
  const db = ctx.database.db;
  if (!(await reserveLlmRequest(db, bot.id, dayOf(input.now), settings.dailyMessagesPerBot))) {
    breaker.release();
    llmFallbacks.inc({ reason: 'budget_spent' });
    input.log.info?.({ ...log, llm: 'skipped', budget: 'spent' }, 'llm skipped: daily budget spent');
    return null;
  }

  const history: HistoryMessage[] = input.conversationId
    ? (await recentMessages(db, input.conversationId, settings.historyMessages)).map((m) => ({
        from: m.from === 'user' ? 'user' : m.from === 'owner' ? 'owner' : 'bot',
        text: m.text,
      }))
    : [];
  const knowledge = knowledgeOf(input.trained.intents, input.passages);
  const { items, all } = selectKnowledge(knowledge, settings.contextChars, {
    pinnedIntents: reply.answered.map((intent) => intent.id),
    pinnedPassage: reply.passage
      ? (input.passages.find((p) => p.sourceId === reply.passage!.sourceId && p.text === reply.passage!.text)
          ?.id ?? null)
      : null,
    engineIntents: classify(input.trained.model, input.message).ranked.map((r) => r.id),
    enginePassages: await ctx.passageSearch.rank(input.passages, input.message, RANKED_PASSAGES),
    message: input.message,
    previousMessage: history.findLast((m) => m.from === 'user')?.text ?? null,
  });
  const messages = chatMessages(
    systemPrompt(bot, items, reply.parts[reply.answerPart] ?? ''),
    history,
    input.message,
  );

  // What comes before the answer in the reply (a noted datum) shows with its first words.
  const before = reply.parts.slice(0, reply.answerPart).join('\n\n');
  const filter = new CitationFilter();
  // The catalog's default instructions (a bot whose owner wrote none, decision 044) are public text: no
  // need to hold back streamed words that could start repeating them.
  const secret = new SecretWords(bot.instructions === msg.bot.defaultInstructions ? '' : bot.instructions);
  const guard = new StreamGuard(secret);
  let shown = false;
  const onText = (piece: string) => {
    if (!session?.onDelta) return;
    let visible = filter.push(piece);
    try {
      visible = vetLinks(guard.push(visible), input.ownSites);
    } catch (error) {
      if (error instanceof SecretRepeated) throw new LlmError('refused', error.message);
      throw error;
    }
    if (!shown) visible = visible.trimStart();
    if (!visible) return;
    if (!shown && before) visible = `${before}\n\n${visible}`;
    shown = true;
    session.onDelta(visible);
  };

  const outcome = { ...log, knowledge: { items: items.length, all }, history: history.length };
  const startedAt = performance.now();
  // GET /metrics: every call made, and each one whose words were not used (the visitor leaving aside).
  const counted = (kind: LlmCallOutcome) => {
    ctx.metrics.llmCalls.inc({ outcome: kind });
    ctx.metrics.llmCallSeconds.observe((performance.now() - startedAt) / 1000);
    if (kind !== 'worded' && kind !== 'aborted') llmFallbacks.inc({ reason: kind });
  };
  try {
    const completion = await streamCompletion(settings, messages, { onText, signal: session?.signal });
    if (secret.repeatedIn(completion.text))
      throw new LlmError('refused', 'the reply repeats the instructions');
    const memo = memoOf(completion.text, items);
    if (!memo) {
      counted('garbage');
      breaker.failure();
      input.log.warn?.(
        { ...outcome, llm: 'garbage', ms: Math.round(completion.totalMs) },
        'llm answer unusable: engine reply sent',
      );
      return null;
    }
    counted('worded');
    breaker.success();
    input.log.info?.(
      {
        ...outcome,
        llm: 'worded',
        attribution: memo.attribution,
        firstTokenMs: Math.round(completion.firstTokenMs),
        ms: Math.round(completion.totalMs),
      },
      'llm worded the reply',
    );
    return { reply: applyWording(input, memo), memo };
  } catch (error) {
    const kind = error instanceof LlmError ? error.kind : 'network';
    counted(kind);
    if (kind === 'aborted') {
      breaker.release();
      input.log.info?.({ ...outcome, llm: kind }, 'llm call dropped: the visitor left');
      return null;
    }
    if (kind === 'refused') {
      // The model answered, so it is up; what it said is not sent.
      breaker.success();
      input.log.warn?.(
        { ...outcome, llm: kind },
        'llm reply refused (private instructions): engine reply sent',
      );
      return null;
    }
    const opened = breaker.failure();
    const details = { ...outcome, llm: kind, opened, err: error instanceof Error ? error.message : error };
    if (input.log.warn) input.log.warn(details, 'llm failed: engine reply sent');
    else input.log.error(details, 'llm failed: engine reply sent');
    return null;
  }
}

/** The model's words and what they cite, resolved to the bot's intents and passages; null when unusable. */
function memoOf(raw: string, sent: readonly KnowledgeItem[]): WordedMemo | null {
  const { text, citation } = readCitation(raw);
  if (!text) return null;
  if (citation.kind !== 'labels') {
    return { text, intentIds: [], passageId: null, attribution: citation.kind };
  }
  const byLabel = new Map(sent.map((item) => [item.label.toUpperCase(), item]));
  const cited = citation.labels.map((label) => byLabel.get(label.toUpperCase()));
  // A label that was not sent is an intent the model made up: the reply cannot be trusted.
  if (cited.some((item) => !item)) return null;
  const items = cited as KnowledgeItem[];
  return {
    text,
    intentIds: [...new Set(items.flatMap((item) => (item.kind === 'intent' ? [item.intent.id] : [])))],
    passageId: items.find((item) => item.kind === 'passage')?.passage.id ?? null,
    attribution: 'cited',
  };
}

function uniqueLinks(links: MessageLink[]): MessageLink[] {
  const seen = new Set<string>();
  return links.filter((link) => !seen.has(link.url) && !!seen.add(link.url));
}

/** The engine's reply with the model's words in its answer's place and the model's attribution. */
function applyWording(input: WordInput, memo: WordedMemo): TurnReply {
  const engine = input.reply;
  const parts = [...engine.parts];
  parts[engine.answerPart] = memo.text;
  const next: TurnReply = { ...engine, parts };
  if (memo.attribution === 'missing') return next;
  if (memo.attribution === 'none') {
    return {
      ...next,
      kind: 'fallback',
      intent: 'fallback',
      files: [],
      links: engine.kind === 'fallback' ? engine.links : notKnownLinks(input.turnBot),
      answered: [],
      passage: null,
    };
  }
  const intents = memo.intentIds
    .map((id) => input.trained.intents.find((intent) => intent.id === id))
    .filter((intent): intent is IntentRow => !!intent);
  const passage = memo.passageId ? input.passages.find((p) => p.id === memo.passageId) : undefined;
  const cleared = { ...next, options: [], suggestions: [] };
  if (intents.length) {
    return {
      ...cleared,
      kind: 'answer',
      intent: intents[0]!.intention,
      answered: input.turnBot.intents.filter((intent) => intents.some((i) => i.id === intent.id)),
      files: intents.flatMap((intent) => intent.files.map((file) => file.url)),
      links: uniqueLinks(intents.flatMap((intent) => extractLinks(intent.description))),
      passage: null,
    };
  }
  if (passage) {
    return {
      ...cleared,
      kind: 'passage',
      intent: PASSAGE_INTENT,
      answered: [],
      files: [],
      links: extractLinks(passage.text),
      passage: {
        sourceId: passage.sourceId,
        sourceTitle: passage.sourceTitle,
        excerpt: passage.text,
        text: passage.text,
        score: engine.score ?? 0,
      },
    };
  }
  // Cited knowledge that vanished in the meantime (the bot changed between two tries): the engine's own.
  return next;
}
