import { randomUUID } from 'node:crypto';
import { PLATFORM_BOT_ID } from '../../../shared/constants';
import type { ChatResponse } from '../../../shared/schemas/chat';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import type { BotWithCreator } from '../bots/bots.repo';
import { botPausedUntil } from '../../lib/handoff-pause';
import { createNotifications } from '../notifications/notifications.repo';
import type { MessageLink } from './links';
import { wordReply, type WordingSession } from './llm/word-reply';
import { countWorded, dayOf } from './llm/usage.repo';
import type { ChatConversation } from '../conversations/conversations.repo';
import type { TurnRecord } from '../conversations/turns.repo';
import type { TrainedBot } from './model-cache';
import { classify } from '../../lib/nlu/engine';
import { ownLinks, ownSites, vetLinks, type OwnSites } from './link-vetting';
import { alertsOf, noticesOf, sendAlerts } from './owner-notices';
import type { IncomingMessage, MessageContext } from './answer-message';
import { NEW_STATE, takeTurn, type TurnBot } from './turn';
import { learnFromTurn } from './learning';
import { proposeQuestion } from './question-proposals.repo';
import type { PassageAnswer, PassageRow } from '../sources/passages';
import type { Hours } from '../../../shared/schemas/agenda';
import { msg } from '../../../shared/messages.es';
import { AppError } from '../../lib/app-error';
import type { CachedBooking } from '../bots/bot-cache';
import type { FreeTime } from '../hours/free-times';
import { afterBooked, holdAppointment } from '../agenda/appointments.service';
import { upcomingFreeTimes } from '../agenda/services.service';
import { isoIn, manageUrl } from '../agenda/booking-time';
import type { TurnBooking } from './booking-turn';
import type { Catalog } from './catalog';
import type { OrderLookup } from './order-status';
import type { TurnSelling } from './order-turn';
import { conversationOrder, turnSelling, type ConversationOrder } from './order-write';
import { normalizeContactPhone, PHONE_COUNTRIES } from '../../../shared/contact';
import { findProvenOrders } from '../marketplace/orders.repo';
import { emitWebhookEvent, recordWebhookEvent, sendQueuedEvents } from '../webhooks/webhooks.service';
import { isUnansweredIntent } from '../../../shared/intents';

/** A bot whose owner sells nothing. */
const NO_CATALOG: Catalog = { items: [], find: () => [] };

/** What a visitor's message is tagged with while the owner attends by hand. */
const HANDOFF_INTENT = 'handoff.owner';

/** One try at answering a message (answer-message.ts drives the tries): the message and what its channel loaded. */
export type ChatInput = MessageContext &
  Omit<IncomingMessage, 'load' | 'session'> & {
    /**
     * Store the turn only if the conversation and the bot are still at the revisions it was answered from
     * (they may come from this instance's copies); false stores it whatever happened meanwhile.
     */
    checked: boolean;
    /** The request's link to the language model's words (streaming, the visitor leaving, an earlier try's). */
    wording?: WordingSession | undefined;
    /**
     * Times a booking of this message found taken when it was written (another visitor won them): the turn
     * is taken again without them, and offers the nearest free ones.
     */
    refused?: string[];
    /** Why the order this message confirmed could not be placed: the turn is taken again and says so. */
    refusedOrder?: string;
  };

/** The caller's `alongside` and the turn's own writes (the owner's notices), as one, or none. */
function writesAlongside(
  input: ChatInput,
  reply: ChatResponse,
  stored: { messageId: string | null },
  own?: (tx: DbOrTx) => Promise<void>,
): ((tx: DbOrTx) => Promise<void>) | undefined {
  const extra = input.alongside;
  if (!extra) return own;
  return async (tx) => {
    await own?.(tx);
    await extra(tx, reply, stored);
  };
}

/**
 * The bot's revision the turn must still find when it is stored, or null when there is nothing to check:
 * the turn is unchecked, or the bot came from a cache that is never stale (embedded).
 */
function checkedBotRevision(ctx: AppContext, input: ChatInput): number | null {
  return input.checked && !ctx.botCache.alwaysCurrent ? input.bot.revision : null;
}

/** The bot's stamp a stored turn leaves in the conversation store's copy. */
const stampOf = (bot: ChatInput['bot']) => ({ id: bot.id, alias: bot.alias, revision: bot.revision });

/** The visitor's words while the owner attends by hand: stored and counted, and the bot stays quiet. */
async function recordWhileOwnerAttends(
  ctx: AppContext,
  input: ChatInput & { conversation: ChatConversation },
  now: Date,
): Promise<ChatResponse | null> {
  const { bot, conversation, message } = input;
  const reply: ChatResponse = {
    intent: HANDOFF_INTENT,
    message: '',
    messageFiles: [],
    messageLinks: [],
    conversationId: conversation.id,
    options: [],
    suggestions: [],
    ownerActive: true,
  };
  const stored = await ctx.conversations.record(
    {
      conversation: {
        kind: 'touch',
        id: conversation.id,
        revision: input.checked ? conversation.revision : null,
        at: now,
      },
      botRevision: checkedBotRevision(ctx, input),
      messages: [
        {
          conversationId: conversation.id,
          botId: bot.id,
          from: 'user',
          text: message,
          attachment: input.attachment ?? null,
          intent: HANDOFF_INTENT,
          createdAt: now,
        },
      ],
      counted: {
        botId: bot.id,
        at: now,
        intent: HANDOFF_INTENT,
        test: conversation.userId === bot.createdBy,
      },
    },
    { conversation, bot: stampOf(bot) },
    writesAlongside(input, reply, { messageId: null }),
  );
  return stored ? reply : null;
}

/** The platform's contact page, where visitors of the platform bot reach the team. */
function platformContact(ctx: AppContext): MessageLink {
  return { key: 'web', url: `${ctx.settings.publicUrl}/contact`, title: 'Hablemos', hexa: '#4263EB' };
}

/** What the turn knows of the bot's bookings; the free times are loaded when a turn asks for them. */
function turnBooking(booking: CachedBooking | null, hours: Hours | null): TurnBooking | null {
  if (!booking || !hours) return null;
  return {
    timeZone: hours.timeZone,
    horizonDays: booking.settings.horizonDays,
    services: booking.services.map((service) => ({ id: service.id, name: service.name })),
    freeTimes: () => null,
  };
}

/** The bot as the pure turn sees it: its words, fields and intents, and the engine behind `understand`. */
function turnBot(
  ctx: AppContext,
  bot: BotWithCreator,
  trained: TrainedBot,
  hours: Hours | null,
  booking: CachedBooking | null,
  catalog: Catalog,
  selling: TurnSelling | null,
): TurnBot {
  return {
    name: bot.name,
    description: bot.description,
    platform: bot.id === PLATFORM_BOT_ID,
    ownerName: bot.creator.name,
    fields: bot.fields,
    country: bot.country,
    contact: { phone: bot.contactPhone, email: bot.contactEmail },
    platformContact: platformContact(ctx),
    hours,
    booking: turnBooking(booking, hours),
    // A bot whose owner sells answers about products and orders; the orders are looked up when asked.
    ...(catalog.items.length ? { catalog, orders: { lookup: () => null }, selling } : {}),
    // The rows and the engine's classification are what the turn reads: no copy per message.
    intents: trained.intents,
    understand: (text) => classify(trained.model, text),
  };
}

const sitesOfEntry = new WeakMap<readonly PassageRow[], { version: number; sites: OwnSites }>();

/**
 * The bot's own sites (link-vetting.ts), once per bot-cache entry and training version: the passages'
 * array is new with every revision of the bot, and the version moves with its answers (the platform bot's
 * FAQ included).
 */
function ownSitesOf(
  ctx: AppContext,
  bot: BotWithCreator,
  trained: TrainedBot,
  passages: readonly PassageRow[],
): OwnSites {
  const kept = sitesOfEntry.get(passages);
  if (kept?.version === trained.version) return kept.sites;
  const sites = ownSites({
    publicUrl: ctx.settings.publicUrl,
    ownerTexts: [bot.description, ...trained.intents.map((intent) => intent.description)],
    sourceUrls: [...new Set(passages.map((passage) => passage.sourceUrl))],
  });
  sitesOfEntry.set(passages, { version: trained.version, sites });
  return sites;
}

/** A passage as the turn takes it. */
const passageFound = (found: PassageAnswer) => ({
  sourceId: found.passage.sourceId,
  sourceTitle: found.passage.sourceTitle,
  excerpt: found.excerpt,
  text: found.passage.text,
  score: found.score,
});

/**
 * The pure turn, with the bot's passages when it needs them. Passages are searched in a worker thread
 * (asynchronously), so the turn is taken once without them; only when it asks for a passage (no intent
 * answered) is the passage looked up and the turn taken again with it: the same pure function over the
 * same input, now knowing the answer.
 */
async function turnWithPassages(
  ctx: AppContext,
  asked: TurnBot,
  passages: readonly PassageRow[],
  input: Omit<Parameters<typeof takeTurn>[0], 'bot'>,
) {
  let wanted: string | undefined;
  const first = takeTurn({
    ...input,
    bot: passages.length ? { ...asked, findPassage: (text) => ((wanted = text), null) } : asked,
  });
  if (wanted === undefined) return { turn: first, bot: asked };
  const found = await ctx.passageSearch.find(passages, wanted);
  if (!found) return { turn: first, bot: asked };
  const withPassage: TurnBot = {
    ...asked,
    findPassage: (text) => (text === wanted ? passageFound(found) : null),
  };
  return { turn: takeTurn({ ...input, bot: withPassage }), bot: withPassage };
}

/**
 * The orders of the bot's owner the conversation proves are the visitor's (decision 052): the signed-in
 * buyer, or the e-mail or phone of the purchase given in the conversation. Limited per conversation and per
 * address, since each try could be a guess.
 */
async function lookUpOrders(ctx: AppContext, input: ChatInput, query: OrderLookup) {
  const limits = ctx.rateLimiter;
  const tooMany = msg.handoff.chatRateLimited;
  await limits.consume(
    'orderLookupConversation',
    input.conversation?.id ?? `new:${input.address ?? ''}`,
    tooMany,
  );
  if (input.address) await limits.consume('orderLookupIp', input.address, tooMany);
  // A phone as typed ("341 555 0199") and as the checkout wrote it ("+54 341 555-0199"), digits only.
  const country = input.bot.country ?? PHONE_COUNTRIES[0].name;
  // The channel's verified number (WhatsApp) proves the orders bought with it, as a phone given would.
  const phones = input.phone ? [...query.phones, input.phone.replace(/\D/g, '')] : query.phones;
  const phoneDigits = phones.flatMap((digits) => {
    const written = normalizeContactPhone(digits, country);
    return written ? [digits, written.replace(/\D/g, '')] : [digits];
  });
  const proof = {
    buyerId: input.viewer?.id ?? null,
    conversationId: input.conversation?.id ?? null,
    emails: query.emails,
    phoneDigits: [...new Set(phoneDigits)],
  };
  const rows = await findProvenOrders(ctx.database.db, input.bot.createdBy, proof, query.reference);
  return {
    orders: rows.map((row) => ({ id: row.id, status: row.status, delivered: row.deliveredAt !== null })),
    // The conversation alone proves only its own orders: without them, the bot still asks for a contact.
    proof: !!proof.buyerId || proof.emails.length > 0 || proof.phoneDigits.length > 0,
  };
}

/**
 * The turn with the free times of a service when it needs them: a booking step that offers or checks times
 * asks for them (`needsTimes`), they are read from the agenda as it stands, and the turn is taken again with
 * them, like the passages. Only turns of a booking read the agenda.
 */
async function turnWithLookups(
  ctx: AppContext,
  asked: TurnBot,
  input: ChatInput,
  turnInput: Omit<Parameters<typeof takeTurn>[0], 'bot'>,
) {
  const first = await turnWithPassages(ctx, asked, input.passages, turnInput);
  const query = first.turn.needsOrders;
  if (query && asked.orders) {
    const found = await lookUpOrders(ctx, input, query);
    const withOrders: TurnBot = { ...asked, orders: { lookup: () => found } };
    return turnWithPassages(ctx, withOrders, input.passages, turnInput);
  }
  const serviceId = first.turn.needsTimes;
  const booking = asked.booking;
  const service = serviceId ? input.booking?.services.find((s) => s.id === serviceId) : undefined;
  if (!booking || !service || !input.booking || !input.hours) return first;
  const refused = new Set((input.refused ?? []).map((start) => Date.parse(start)));
  const free: FreeTime[] = (
    await upcomingFreeTimes(
      ctx.database.db,
      input.bot.id,
      { hours: input.hours, durationMin: service.durationMin, ...input.booking.settings },
      turnInput.now,
    )
  ).filter((time) => !refused.has(time.start.getTime()));
  const withTimes: TurnBot = {
    ...asked,
    booking: { ...booking, freeTimes: (id) => (id === service.id ? free : null) },
  };
  return turnWithPassages(ctx, withTimes, input.passages, turnInput);
}

/**
 * One visitor message in, one bot reply out; the conversation and what it collected are stored. Null when
 * the turn was not stored because the conversation or the bot moved since they were read (`checked`): the
 * caller answers the message again from a fresh read.
 */
export async function converse(ctx: AppContext, input: ChatInput): Promise<ChatResponse | null> {
  const db = ctx.database.db;
  const { bot, message } = input;
  const now = new Date();
  const existing = input.conversation;
  if (existing && botPausedUntil(existing.ownerActiveAt, now)) {
    return recordWhileOwnerAttends(ctx, { ...input, conversation: existing }, now);
  }
  const [trained, catalog] = await Promise.all([
    ctx.models.get(db, bot, input.intents),
    // The platform's own bot sells nothing.
    bot.id === PLATFORM_BOT_ID ? NO_CATALOG : ctx.catalogs.get(db, bot),
  ]);
  // The id an order placed in this turn gets: its reply names the reference before it is written.
  const orderId = randomUUID();
  const selling = turnSelling(ctx, catalog, orderId, input.refusedOrder ?? null, input.phone ?? null);
  const { turn, bot: asked } = await turnWithLookups(
    ctx,
    turnBot(ctx, bot, trained, input.hours, input.booking, catalog, selling),
    input,
    {
      state: existing?.state ?? NEW_STATE,
      collected: existing?.collected ?? {},
      message,
      now,
    },
  );
  // The chips this reply offers are remembered in the stored state; a chip picked from the previous reply
  // makes the message it was offered for a question the owner may teach (learning.ts, issue 37).
  const learned = learnFromTurn({
    previous: existing?.state.offered,
    message,
    reply: turn.reply,
    intents: trained.intents,
  });
  const state = { ...turn.state, offered: learned.offered };

  // Only the bot's own sites are linked, whoever wrote the words (the model, an imported page).
  const own = ownSitesOf(ctx, bot, trained, input.passages);
  // With a language model configured (and the owner's leave), it words the reply; the engine's stands otherwise.
  const worded = await wordReply(ctx, {
    ownSites: own,
    bot,
    turnBot: asked,
    trained,
    passages: input.passages,
    reply: turn.reply,
    message,
    conversationId: existing?.id ?? null,
    log: input.log,
    session: input.wording,
    now,
  });
  if (worded && input.wording) input.wording.memo = worded.memo;
  const reply = worded?.reply ?? turn.reply;

  const text = vetLinks(reply.parts.join('\n\n'), own);
  const conversationId = existing?.id ?? randomUUID();
  // The platform bot's owner is the super user who runs it: "le avisé al equipo" holds there too.
  const alerts = alertsOf(bot, { lead: turn.lead, handoff: turn.handoff ? message : null });
  const record: TurnRecord = {
    conversation: existing
      ? {
          kind: 'save',
          id: existing.id,
          revision: input.checked ? existing.revision : null,
          state,
          collected: turn.collected,
          at: now,
        }
      : {
          kind: 'create',
          values: {
            id: conversationId,
            botId: bot.id,
            userId: input.viewer?.id ?? null,
            state,
            collected: turn.collected,
            origin: input.origin,
            country: input.country,
            channel: input.channel,
          },
        },
    botRevision: checkedBotRevision(ctx, input),
    messages: [
      {
        conversationId,
        botId: bot.id,
        from: 'user',
        text: message,
        attachment: input.attachment ?? null,
        intent: reply.intent,
        score: reply.score,
        createdAt: now,
      },
      {
        // Named here so a channel can tie its sends (and their receipts) to it.
        id: randomUUID(),
        conversationId,
        botId: bot.id,
        from: 'bot',
        text,
        intent: reply.intent,
        createdAt: new Date(now.getTime() + 1),
      },
    ],
    // The owner trying their own bot is a test: kept for the inbox, left out of the stats (issue 18).
    counted: {
      botId: bot.id,
      at: now,
      intent: reply.intent,
      test: (existing ? existing.userId : (input.viewer?.id ?? null)) === bot.createdBy,
    },
  };
  const after = {
    conversation: {
      id: conversationId,
      botId: bot.id,
      userId: existing ? existing.userId : (input.viewer?.id ?? null),
      channel: existing?.channel ?? input.channel,
      state,
      collected: turn.collected,
      ownerActiveAt: existing?.ownerActiveAt ?? null,
    },
    bot: stampOf(bot),
  };
  const response: ChatResponse = {
    intent: reply.intent,
    message: text,
    messageFiles: reply.files,
    messageLinks: ownLinks(reply.links, own),
    conversationId,
    options: reply.options,
    suggestions: reply.suggestions,
    ownerActive: false,
    ...(reply.passage ? { source: { _id: reply.passage.sourceId, title: reply.passage.sourceTitle } } : {}),
    ...(reply.times.length ? { times: reply.times } : {}),
    ...(reply.products.length
      ? {
          products: reply.products.map((item) => ({
            publicationId: item.publicationId,
            title: item.title,
            price: item.price,
            currency: item.currency,
            // Absolute: the widget shows them on the owner's own site, WhatsApp on the customer's phone.
            pictureUrl: item.pictureUrl
              ? new URL(item.pictureUrl, `${ctx.settings.publicUrl}/`).toString()
              : null,
            url: `${ctx.settings.publicUrl}${item.path}`,
            stock: item.stock,
            purchasable: item.purchasable,
          })),
        }
      : {}),
  };
  // A booking the visitor confirmed is held in the transaction that stores the turn: both or neither.
  const book = turn.book;
  const appointmentId = book ? randomUUID() : null;
  // Written by the transaction below (a closure), read once it committed.
  const held: { booking: Awaited<ReturnType<typeof holdAppointment>> | null } = { booking: null };
  if (book && appointmentId) {
    await ctx.rateLimiter.consume('bookingBot', bot.id, msg.booking.bookingTooFast);
    const link = manageUrl(ctx, appointmentId);
    response.messageLinks = [
      ...response.messageLinks,
      { key: 'web', url: link, title: msg.booking.openManage, hexa: '#2B8A3E' },
    ];
  }
  // An order the visitor confirmed is held in the transaction that stores the turn, like a booking.
  let order: ConversationOrder | null = null;
  if (turn.order) {
    try {
      await ctx.rateLimiter.consume('chatOrderConversation', conversationId, msg.handoff.chatRateLimited);
      if (input.address) {
        await ctx.rateLimiter.consume('chatOrderIp', input.address, msg.handoff.chatRateLimited);
      }
      order = conversationOrder(
        ctx,
        {
          id: orderId,
          viewer: input.viewer,
          botId: bot.id,
          sellerId: bot.createdBy,
          country: bot.country,
          conversationId,
        },
        turn.order,
      );
    } catch (error) {
      if (error instanceof AppError && !input.refusedOrder) {
        return converse(ctx, { ...input, refusedOrder: error.message });
      }
      throw error;
    }
  }
  // Most turns are stored with the other turns of the moment (ConversationStore); a lead or a request for
  // a person is stored in its own transaction with the owner's notice, and a chip picked with its proposal.
  const notices = noticesOf(bot, alerts);
  // A customer's pick is a proposal, stored with the turn; the owner's own tries and the platform bot's
  // FAQ (not intents the owner trains) teach nothing.
  const proposal =
    learned.proposal && !record.counted.test && bot.id !== PLATFORM_BOT_ID
      ? { ...learned.proposal, botId: bot.id, source: 'chip' as const, at: now }
      : null;
  // What the bot's webhooks hear of this turn is written with it (issue 43).
  // Built only for a turn that raises an event: most turns raise none.
  const conversationEvent = () => ({
    conversationId,
    leadId: conversationId,
    channel: after.conversation.channel,
    message,
    collected: Object.fromEntries(
      Object.entries(turn.collected).map(([key, value]) => [key, { label: value.label, value: value.value }]),
    ),
  });
  const events = alerts.map((alert) => (alert.kind === 'lead' ? 'lead.created' : 'conversation.handoff'));
  let queuedEvents = 0;
  const turnWrites =
    notices.length || proposal || book || order
      ? async (tx: DbOrTx) => {
          queuedEvents = 0;
          for (const type of events)
            queuedEvents += await recordWebhookEvent(ctx, tx, bot.id, type, conversationEvent());
          if (notices.length) await createNotifications(tx, notices);
          if (proposal) await proposeQuestion(tx, proposal);
          if (order) await order.hold(tx, response);
          if (book && appointmentId) {
            const booked = await holdAppointment(ctx, tx, {
              id: appointmentId,
              bot,
              serviceId: book.serviceId,
              start: new Date(book.start),
              name: book.name,
              phone: book.phone,
              email: book.email,
              note: '',
              conversationId,
              now,
            });
            held.booking = booked;
            response.appointment = {
              _id: booked.row.id,
              start: isoIn(booked.row.startAt, booked.timeZone),
              end: isoIn(booked.row.endAt, booked.timeZone),
              serviceName: booked.row.serviceName,
              manageUrl: manageUrl(ctx, booked.row.id),
            };
          }
        }
      : undefined;
  let stored: boolean;
  try {
    const messageId = record.messages.find((m) => m.from === 'bot')?.id ?? null;
    stored = await ctx.conversations.record(
      record,
      after,
      writesAlongside(input, response, { messageId }, turnWrites),
    );
  } catch (error) {
    // Another visitor took the time between the offer and the "sí": nothing was written, and the turn is
    // taken again without that time, offering the nearest free ones (never a dead end).
    if (
      book &&
      error instanceof AppError &&
      error.code === 'slot_taken' &&
      (input.refused?.length ?? 0) < 3
    ) {
      return converse(ctx, { ...input, refused: [...(input.refused ?? []), book.start] });
    }
    // The order could not be held (the last units went meanwhile, a limit): nothing was written, and the
    // turn is taken again saying why.
    if (order && error instanceof AppError && error.statusCode < 500 && !input.refusedOrder) {
      return converse(ctx, { ...input, refusedOrder: error.message });
    }
    throw error;
  }
  if (!stored) return null;
  if (held.booking) await afterBooked(ctx, held.booking.row);
  if (order) await order.open(response);
  // Counted after the answer: the stats' figure must not delay the reply.
  if (worded && !record.counted.test) {
    ctx.background.run(input.log, 'llm worded count', () => countWorded(db, bot.id, dayOf(now)));
  }

  // The lead and the request for a person also reach the team by e-mail and on the phone.
  sendAlerts(ctx, bot, alerts, input.log);
  sendQueuedEvents(ctx, queuedEvents);
  // A question the bot could not answer is told to the webhooks once the turn is stored (not the owner's tries).
  if (isUnansweredIntent(reply.intent) && !record.counted.test && bot.id !== PLATFORM_BOT_ID) {
    ctx.background.run(input.log, 'webhook unanswered', () =>
      emitWebhookEvent(ctx, bot.id, 'message.unanswered', {
        conversationId,
        channel: after.conversation.channel,
        message,
        reply: text,
      }),
    );
  }

  return response;
}
