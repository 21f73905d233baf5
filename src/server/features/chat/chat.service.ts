import { eq, sql } from 'drizzle-orm';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import type { ChatResponse } from '../../../shared/schemas/chat';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import {
  botMessageDays,
  conversationMessages,
  conversations,
  type ConversationState,
  type StoredDataField,
} from '../../db/schema';
import type { UserRow } from '../../plugins/auth';
import type { BotWithCreator } from '../bots/bots.repo';
import { msg } from '../../../shared/messages.es';
import { createNotifications } from '../notifications/notifications.repo';
import { extractLinks, type MessageLink } from './links';
import type { ModelCache } from './model-cache';
import { groundedReply } from './llm';
import { classify } from './nlu/engine';
import { validateSlot } from './slots';
import type { ConversationRow } from './visitor-conversation';
import { botPausedUntil } from '../handoff/pause';
import { detectSmallTalk, isHumanRequest, isSkip, type SmallTalk } from './smalltalk';

const NEW_STATE: ConversationState = {
  pendingField: null,
  attempts: 0,
  skipped: [],
  matched: [],
  leadAnnounced: false,
  handoffRequested: false,
};
const MAX_ATTEMPTS = 3;
/** What a visitor's message is tagged with while the owner attends by hand. */
const HANDOFF_INTENT = 'handoff.owner';

export const GREETING = '¡Es un gusto saludarte! ¿En qué puedo ayudarte?.';

interface Turn {
  intent: string | null;
  score: number | null;
  parts: string[];
  files: string[];
  links: MessageLink[];
  options: string[];
}

function suggestions(trained: Array<{ questions: string[] }>): string[] {
  return trained
    .map((intent) => intent.questions.find((q) => q.trim()))
    .filter((q): q is string => !!q)
    .slice(0, 4);
}

function smallTalkReply(kind: SmallTalk, bot: BotWithCreator, questions: string[]): string {
  const examples = questions.length
    ? `\n\nPor ejemplo, puedes preguntarme:\n${questions.map((q) => `- ${q}`).join('\n')}`
    : '';
  switch (kind) {
    case 'greeting':
      return `¡Hola! Soy ${bot.name}. ¿En qué puedo ayudarte?`;
    case 'thanks':
      return '¡Con gusto! Si necesitas algo más, aquí estoy.';
    case 'goodbye':
      return '¡Gracias por escribir! Que tengas un excelente día.';
    case 'identity':
      return `Soy ${bot.name}, un representante virtual. ${bot.description}`;
    case 'help':
      return `Puedo responder preguntas sobre ${bot.name}.${examples}`;
  }
}

function askFor(field: StoredDataField): { text: string; options: string[] } {
  const optional = field.required ? '' : ' (si prefieres no darlo, escribe "omitir")';
  const hint = field.placeholder ? ` Por ejemplo: ${field.placeholder}.` : '';
  const options = field.type === 'select' ? field.options : [];
  const list = options.length ? ` Opciones: ${options.join(', ')}.` : '';
  return { text: `¿Me compartes tu ${field.label.toLowerCase()}?${optional}${hint}${list}`, options };
}

/** The next data field due at this moment of the conversation, by the owner's order. */
function nextField(
  fields: StoredDataField[],
  collected: Record<string, unknown>,
  state: ConversationState,
  moment: { answeredIntent: boolean; closing: boolean },
): StoredDataField | undefined {
  return fields
    .filter((f) => f.active && !(f.name in collected) && !state.skipped.includes(f.name))
    .sort((a, b) => a.order - b.order)
    .find((field) => {
      switch (field.collectAt) {
        case 'start':
          return true;
        case 'any':
          return moment.answeredIntent || state.matched.length > 0;
        case 'specific':
          return !!field.collectOnIntent && state.matched.includes(field.collectOnIntent);
        case 'end':
          return moment.closing;
      }
    });
}

export interface ChatInput {
  bot: BotWithCreator;
  viewer: UserRow | null;
  /** The visitor's conversation (findVisitorConversation), or none to start a new one. */
  conversation: ConversationRow | undefined;
  message: string;
  /** The site that embeds the widget, already checked against the bot's list; null on this product. */
  origin: string | null;
  country: string | null;
}

/** The visitor's words while the owner attends by hand: stored and counted, and the bot stays quiet. */
async function recordWhileOwnerAttends(
  db: DbOrTx,
  conversation: { id: string; botId: string },
  message: string,
  now: Date,
): Promise<ChatResponse> {
  await db.transaction(async (tx) => {
    await tx.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, conversation.id));
    await tx.insert(conversationMessages).values({
      conversationId: conversation.id,
      botId: conversation.botId,
      from: 'user',
      text: message,
      intent: HANDOFF_INTENT,
      createdAt: now,
    });
    await countVisitorMessage(tx, conversation.botId, now, HANDOFF_INTENT);
  });
  return {
    intent: HANDOFF_INTENT,
    message: '',
    messageFiles: [],
    messageLinks: [],
    conversationId: conversation.id,
    options: [],
    ownerActive: true,
  };
}

/** Where a visitor can reach the person behind a bot: the owner's profile, or the platform's contact page. */
function contactLink(ctx: AppContext, bot: BotWithCreator): MessageLink {
  const platform = bot.id === PLATFORM_BOT_ID;
  return {
    key: 'web',
    url: `${ctx.settings.publicUrl}/${platform ? 'contact' : `a/${bot.creator.hero ?? bot.creator.id}`}`,
    title: platform ? 'Hablemos' : `Perfil de ${bot.creator.name}`,
    hexa: '#4263EB',
  };
}

/** One visitor message in, one bot reply out; the conversation and what it collected are stored. */
export async function converse(ctx: AppContext, models: ModelCache, input: ChatInput): Promise<ChatResponse> {
  const db = ctx.database.db;
  const { bot, message } = input;
  const now = new Date();
  const existing = input.conversation;
  if (existing && botPausedUntil(existing.ownerActiveAt, now)) {
    return recordWhileOwnerAttends(db, existing, message, now);
  }
  const state: ConversationState = existing ? { ...NEW_STATE, ...existing.state } : { ...NEW_STATE };
  const collected = { ...(existing?.collected ?? {}) };
  const fields = bot.fields.filter((f) => f.active);
  const trained = await models.get(db, bot.id, bot.trainingVersion);
  const turn: Turn = { intent: null, score: null, parts: [], files: [], links: [], options: [] };

  const pending = state.pendingField ? fields.find((f) => f.name === state.pendingField) : undefined;
  let answeredIntent = false;
  let closing = false;
  let retrieved: typeof trained.intents = [];
  // The owner hears about it once per conversation; a field the bot was asking for stays pending.
  let handoffRequested = false;

  if (isHumanRequest(message)) {
    handoffRequested = !state.handoffRequested;
    state.handoffRequested = true;
    turn.intent = 'handoff.request';
    turn.parts.push(
      bot.id === PLATFORM_BOT_ID
        ? msg.handoff.humanRequestedPlatform
        : msg.handoff.humanRequested(bot.creator.name),
    );
    turn.links = [contactLink(ctx, bot)];
  } else if (pending) {
    if (!pending.required && isSkip(message)) {
      state.skipped.push(pending.name);
      state.pendingField = null;
      turn.intent = `field.${pending.name}`;
      turn.parts.push('Está bien, no hay problema.');
    } else {
      const result = validateSlot(pending, message, { now, country: bot.country });
      turn.intent = `field.${pending.name}`;
      if (result.ok) {
        collected[pending.name] = { value: result.value, label: pending.label, at: now.toISOString() };
        state.pendingField = null;
        state.attempts = 0;
        turn.parts.push(`¡Gracias! Anoté tu ${pending.label.toLowerCase()}.`);
      } else {
        state.attempts += 1;
        if (!pending.required && state.attempts >= MAX_ATTEMPTS) {
          state.skipped.push(pending.name);
          state.pendingField = null;
          turn.parts.push('Sigamos sin ese dato por ahora.');
        } else {
          const insist =
            pending.required && state.attempts >= MAX_ATTEMPTS
              ? ' Es un dato necesario para que el equipo pueda contactarte.'
              : '';
          turn.parts.push(`${result.error}${insist}`);
          turn.options = pending.type === 'select' ? pending.options : [];
        }
      }
    }
  } else {
    const classification = classify(trained.model, message);
    retrieved = classification.ranked
      .map((r) => trained.intents.find((i) => i.id === r.id))
      .filter((i): i is (typeof trained.intents)[number] => !!i)
      .slice(0, 3);
    const intent = classification.intentId
      ? trained.intents.find((i) => i.id === classification.intentId)
      : undefined;
    if (intent) {
      answeredIntent = true;
      if (!state.matched.includes(intent.intention)) state.matched.push(intent.intention);
      turn.intent = intent.intention;
      turn.score = classification.score;
      turn.parts.push(intent.description || intent.name);
      turn.files = intent.files.map((f) => f.url);
      turn.links = extractLinks(intent.description);
    } else {
      const smallTalk = detectSmallTalk(message);
      if (smallTalk) {
        closing = smallTalk === 'goodbye' || smallTalk === 'thanks';
        turn.intent = `smalltalk.${smallTalk}`;
        turn.parts.push(smallTalkReply(smallTalk, bot, suggestions(trained.intents)));
      } else {
        turn.intent = 'fallback';
        turn.score = classification.score;
        turn.parts.push(
          bot.id === PLATFORM_BOT_ID
            ? 'Todavía no tengo esa información. Puedes escribirnos desde la sección Hablemos y te respondemos.'
            : `Todavía no tengo esa información. Le aviso a ${bot.creator.name} para que pueda responderte; también puedes contactarle desde su perfil.`,
        );
        turn.links = [contactLink(ctx, bot)];
      }
    }
  }

  // With an LLM configured, it words answers and fallbacks from what the engine retrieved; never slot questions.
  if (ctx.settings.llm && (answeredIntent || turn.intent === 'fallback')) {
    const worded = await groundedReply(
      ctx.settings.llm,
      {
        botName: bot.name,
        description: bot.description,
        instructions: bot.instructions,
        intents: retrieved.map((i) => ({ name: i.name, answer: i.description })),
        engineReply: turn.parts[0]!,
      },
      message,
    );
    if (worded) turn.parts[0] = worded;
  }

  // Ask the next data field that is due, unless one is still waiting for a valid answer.
  if (!state.pendingField && !turn.intent?.startsWith('handoff.')) {
    const field = nextField(fields, collected, state, { answeredIntent, closing });
    if (field) {
      const question = askFor(field);
      state.pendingField = field.name;
      state.attempts = 0;
      turn.parts.push(question.text);
      turn.options = question.options;
    }
  }

  // A visitor who finished leaving their data is a lead: the owner hears about it once per conversation.
  const leadComplete =
    turn.intent?.startsWith('field.') &&
    !state.pendingField &&
    Object.keys(collected).length > 0 &&
    !state.leadAnnounced;
  if (leadComplete) state.leadAnnounced = true;

  const reply = turn.parts.join('\n\n');
  const conversationId = await db.transaction(async (tx) => {
    let id = existing?.id;
    if (existing) {
      await tx
        .update(conversations)
        .set({ state, collected, updatedAt: now })
        .where(eq(conversations.id, existing.id));
    } else {
      const [created] = await tx
        .insert(conversations)
        .values({
          botId: bot.id,
          userId: input.viewer?.id ?? null,
          state,
          collected,
          origin: input.origin,
          country: input.country,
        })
        .returning({ id: conversations.id });
      id = created!.id;
    }
    if (leadComplete && bot.id !== PLATFORM_BOT_ID) {
      const values = Object.values(collected)
        .map((c) => `${c.label}: ${c.value}`)
        .join(', ');
      await createNotifications(tx, [
        {
          userId: bot.createdBy,
          kind: 'lead',
          title: msg.notification.leadTitle(bot.name),
          message: msg.notification.leadMessage(values),
          botId: bot.id,
        },
      ]);
    }
    // The platform bot's owner is the super user who runs it: "le avisé al equipo" holds there too.
    if (handoffRequested) {
      await createNotifications(tx, [
        {
          userId: bot.createdBy,
          kind: 'handoff',
          title: msg.handoff.requestTitle(bot.name),
          message: msg.handoff.requestMessage(message),
          botId: bot.id,
        },
      ]);
    }
    await tx.insert(conversationMessages).values([
      {
        conversationId: id!,
        botId: bot.id,
        from: 'user',
        text: message,
        intent: turn.intent,
        score: turn.score,
        createdAt: now,
      },
      {
        conversationId: id!,
        botId: bot.id,
        from: 'bot',
        text: reply,
        intent: turn.intent,
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
    await countVisitorMessage(tx, bot.id, now, turn.intent);
    return id!;
  });

  return {
    intent: turn.intent,
    message: reply,
    messageFiles: turn.files,
    messageLinks: turn.links,
    conversationId,
    options: turn.options,
    ownerActive: false,
  };
}

/** One more visitor message in the analytics rollup (bot, UTC day, matched intent). */
async function countVisitorMessage(tx: DbOrTx, botId: string, at: Date, intent: string | null) {
  await tx
    .insert(botMessageDays)
    .values({ botId, day: at.toISOString().slice(0, 10), intent: intent ?? '', count: 1 })
    .onConflictDoUpdate({
      target: [botMessageDays.botId, botMessageDays.day, botMessageDays.intent],
      set: { count: sql`${botMessageDays.count} + 1` },
    });
}
