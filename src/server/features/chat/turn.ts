import { whatsappUrl } from '../../../shared/whatsapp';
import { msg } from '../../../shared/messages.es';
import type { CollectedValue, ConversationState } from '../../../shared/conversation-state';
import type { Hours } from '../../../shared/schemas/agenda';
import type { StoredDataField } from '../../../shared/schemas/training';
import { hoursStatus, upcomingClosures } from '../hours/schedule';
import { SUGGESTION_RATIO, SUGGESTION_THRESHOLD, type Classification } from '../../lib/nlu/engine';
import { askFor, notedText } from './field-prompts';
import { extractLinks, type MessageLink } from './links';
import { fold } from '../../lib/nlu/normalize';
import { phrasesOf } from '../../lib/nlu/lexicon';
import { validateSlot, volunteeredContact } from './slots';
import {
  bookingStep,
  stepPrompt,
  type BookRequest,
  type OfferedTime,
  type TurnBooking,
} from './booking-turn';
import type { Catalog } from './catalog';
import { orderPrompt, orderStep, type OrderRequest, type TurnSelling } from './order-turn';
import {
  asksOrderStatus,
  contactsIn,
  orderStatusText,
  referenceIn,
  type OrderLookup,
  type OrderSeen,
} from './order-status';
import type { CatalogItem } from '../marketplace/publications.service';
import { formatMoney } from '../../../shared/format-money';
import { detectSmallTalk, isDecline, isHumanRequest, isNothingElse, type SmallTalk } from './smalltalk';

const m = msg.conversation;

/**
 * One turn of a conversation as a pure function: (the bot, the conversation's state, the visitor's message)
 * → (the reply, the new state, what the owner must hear about). No database, no HTTP: chat.service loads
 * and stores around it, and the unit tests drive it message by message.
 */

export const NEW_STATE: ConversationState = {
  pendingField: null,
  attempts: 0,
  skipped: [],
  matched: [],
  leadAnnounced: false,
  handoffRequested: false,
  asks: {},
  askedLastTurn: null,
  lastQuestion: null,
  lastIntention: null,
};

/** What a reply from a passage of the bot's sources is tagged with (an answered message, not "no sé"). */
export const PASSAGE_INTENT = 'passage';

/** Times a field is asked at most in one conversation (never twice in a row). */
export const MAX_ASKS = 2;
/** Wrong answers to a field before the bot lets it go for now. */
const MAX_ATTEMPTS = 2;

export interface TurnIntent {
  id: string;
  /** The stable key replies and analytics carry ("Horarios.de.atencion"). */
  intention: string;
  name: string;
  /** The owner's answer (markdown). */
  description: string;
  questions: string[];
  files: Array<{ url: string }>;
}

/**
 * What the engine says about one message, as the turn reads it: the best intent (or none), its score, every
 * intent with evidence and its score (a follow-up weighs the intent just answered), close intents to offer
 * ("¿Te refieres a…?") and the other half of a two-question message.
 */
export type Understanding = Pick<
  Classification,
  'intentId' | 'score' | 'ranked' | 'suggestions' | 'secondIntentId' | 'uncoveredConcept'
>;

/** A passage of one of the bot's sources that answers a message (features/sources/passages.ts). */
export interface PassageFound {
  sourceId: string;
  sourceTitle: string;
  /** The passage trimmed to the sentences that match the message. */
  excerpt: string;
  /** The whole passage (an LLM words the reply from it). */
  text: string;
  score: number;
}

export interface TurnBot {
  name: string;
  description: string;
  /** The platform's own bot: its contact is the "Hablemos" page. */
  platform: boolean;
  ownerName: string;
  /** Active data fields, in the owner's order. */
  fields: StoredDataField[];
  country: string | null;
  intents: TurnIntent[];
  /** What the owner published for visitors to reach them (the bot form's "Contacto"). */
  contact: { phone: string | null; email: string | null };
  /** The platform bot's own contact page ("Hablemos"). */
  platformContact: MessageLink;
  /** Its opening hours (issue 39): an hours question without an intent is answered from them. */
  hours: Hours | null;
  understand: (text: string) => Understanding;
  /** The passage of the bot's sources relevant enough to answer `text`, if any (none for bots without sources). */
  findPassage?: (text: string) => PassageFound | null;
  /** Its owner's publications (catalog.ts); absent for a bot whose owner sells nothing. */
  catalog?: Pick<Catalog, 'find'>;
  /**
   * Its owner's orders the conversation proves are the visitor's (order-status.ts), or null when they are
   * not looked up yet; absent for a bot whose owner sells nothing.
   */
  orders?: { lookup: (query: OrderLookup) => { orders: OrderSeen[]; proof: boolean } | null };
  /** Its bookings when it takes them in the conversation (booking-turn.ts); absent or null otherwise. */
  booking?: TurnBooking | null;
  /** Its owner's shop when orders are taken in the conversation (order-turn.ts); absent or null otherwise. */
  selling?: TurnSelling | null;
}

export interface TurnInput {
  bot: TurnBot;
  state: ConversationState;
  collected: Record<string, CollectedValue>;
  message: string;
  now: Date;
}

export type TurnKind =
  | 'answer'
  | 'passage'
  | 'hours'
  | 'products'
  | 'order'
  | 'booking'
  | 'fallback'
  | 'clarify'
  | 'smalltalk'
  | 'field'
  | 'handoff';

/** The reply's intent when the bot's opening hours answered (no intent of the owner did). */
export const HOURS_INTENT = 'hours.schedule';
/** The reply's intent when the owner's publications answered, with their cards. */
export const PRODUCTS_INTENT = 'catalog.products';
/** The reply's intent on the way to a booking in the conversation (the service, the time, the data). */
export const BOOKING_INTENT = 'booking.request';
/** The reply about how an order is going (issue 40's contract). */
export const ORDER_STATUS_INTENT = 'order.status';
/** The reply that confirms a booking made in the conversation (issue 39's contract). */
export const BOOKING_CONFIRMED_INTENT = 'booking.confirmed';
/** The reply on the way to an order in the conversation (the product, the quantity, the buyer's data). */
export const ORDER_REQUEST_INTENT = 'order.request';
/** The reply with the order placed in the conversation and its checkout (issue 40's contract). */
export const ORDER_CHECKOUT_INTENT = 'order.checkout';

export interface TurnReply {
  kind: TurnKind;
  /** The intention answered, or a built-in ("smalltalk.greeting", "fallback", "clarify", "field.{name}"). */
  intent: string;
  score: number | null;
  parts: string[];
  files: string[];
  links: MessageLink[];
  /** Chips: a select field's options, or the questions of the suggested intents. */
  options: string[];
  suggestions: Array<{ intent: string; text: string }>;
  /** The intents an answer came from (an LLM words the reply from them). */
  answered: TurnIntent[];
  /** The passage a `passage` reply came from. */
  passage: PassageFound | null;
  /** The index in `parts` of the answer an LLM may word (a noted datum may come before it, a field's question after). */
  answerPart: number;
  /** The free times the chips name, when they are times of a booking. */
  times: OfferedTime[];
  /** The owner's products a `products` reply shows as cards. */
  products: CatalogItem[];
}

export interface TurnResult {
  reply: TurnReply;
  state: ConversationState;
  collected: Record<string, CollectedValue>;
  /** The first contact datum of the conversation (e-mail or phone): the owner hears about it at once. */
  lead: Record<string, CollectedValue> | null;
  /** The visitor asked for a person for the first time in this conversation. */
  handoff: boolean;
  /** The booking the visitor confirmed: chat.service holds it with the turn. */
  book: BookRequest | null;
  /**
   * The service whose free times the turn needed and did not have: chat.service loads them and takes the
   * turn again (the reply is then a draft).
   */
  needsTimes: string | null;
  /** The orders the turn needed looked up (order-status.ts): chat.service looks them up and takes it again. */
  needsOrders: OrderLookup | null;
  /** The order the visitor confirmed: chat.service places it with the turn. */
  order: OrderRequest | null;
}

const CONTACT_TYPES = new Set<StoredDataField['type']>(['email', 'phone']);
/** Fields no acknowledgement can be an answer to (unlike "excelente" to "¿cómo te atendimos?"). */
const TYPED_FIELDS = new Set<StoredDataField['type']>(['email', 'phone', 'number', 'date']);
const QUESTION_START = new RegExp(`^${phrasesOf('question-start')}\\b`);
/** "¿y los sábados?", "y en cuotas", "también a domicilio?": a follow-up leaning on the last question. */
const CONTINUATION = new RegExp(`^${phrasesOf('continuation')}\\b`);

function looksLikeQuestion(message: string): boolean {
  const folded = fold(message);
  return message.includes('?') || QUESTION_START.test(folded);
}

function smallTalkText(kind: SmallTalk, bot: TurnBot): string {
  switch (kind) {
    case 'greeting':
      return m.greeting(bot.name);
    case 'thanks':
      return m.thanks;
    case 'acknowledged':
      return m.acknowledged;
    case 'nothingElse':
      return m.nothingElse;
    case 'goodbye':
      return m.goodbye;
    case 'identity':
      return m.identity(bot.name, bot.description);
    case 'help': {
      const examples = bot.intents
        .map((intent) => intent.questions.find((q) => q.trim()))
        .filter((q): q is string => !!q)
        .slice(0, 4);
      return examples.length
        ? `${m.help(bot.name)}\n\n${m.helpExamples}\n${examples.map((q) => `- ${q}`).join('\n')}`
        : m.help(bot.name);
    }
  }
}

function emptyReply(): TurnReply {
  return {
    kind: 'fallback',
    intent: 'fallback',
    score: null,
    parts: [],
    files: [],
    links: [],
    options: [],
    suggestions: [],
    answered: [],
    passage: null,
    answerPart: 0,
    times: [],
    products: [],
  };
}

/** Collects a value; the first contact datum of the conversation makes it a lead the owner hears about. */
function collect(
  field: StoredDataField,
  value: string,
  now: Date,
  collected: Record<string, CollectedValue>,
  state: ConversationState,
): boolean {
  collected[field.name] = { value, label: field.label, at: now.toISOString() };
  if (state.pendingField === field.name) {
    state.pendingField = null;
    state.attempts = 0;
  }
  if (CONTACT_TYPES.has(field.type) && !state.leadAnnounced) {
    state.leadAnnounced = true;
    return true;
  }
  return false;
}

/**
 * The score of an intent's reading of a message when it is not negligible, else null: within the band the
 * engine offers as chips (at least its suggestion floor and half the best score), so a word the intent's text
 * merely shares with the message does not outweigh another intent that clearly answers it.
 */
function evidenceFor(understanding: Understanding, intentId: string): number | null {
  const found = understanding.ranked.find((r) => r.id === intentId);
  const least = Math.max(SUGGESTION_THRESHOLD, (understanding.ranked[0]?.score ?? 0) * SUGGESTION_RATIO);
  return found && found.score >= least ? found.score : null;
}

/** Answers a question: an intent (or two), a follow-up of the last question, small talk, a clarification, or "no sé". */
function answerQuestion(
  input: TurnInput,
  understood: Understanding,
  state: ConversationState,
  reply: TurnReply,
): { closing: boolean } {
  const { bot, message } = input;
  if (isNothingElse(message)) {
    reply.kind = 'smalltalk';
    reply.intent = 'smalltalk.nothingElse';
    reply.parts.push(smallTalkText('nothingElse', bot));
    return { closing: true };
  }
  const byId = (id: string | null) => (id ? bot.intents.find((intent) => intent.id === id) : undefined);
  let understanding = understood;
  let first = byId(understanding.intentId);
  let score = understanding.score;
  let onTopic = false;
  const continuation = CONTINUATION.test(fold(message));
  // A short continuation ("¿y los sábados?") right after an answer stays on its topic while that intent has
  // evidence for it, even when another intent reads the message alone better (the delivery's answer mentions
  // "sábados", issue 37); without, an intent that clearly answers it is a change of topic ("¿y hacen envíos?").
  const previous =
    continuation && state.lastIntention
      ? bot.intents.find((i) => i.intention === state.lastIntention)
      : undefined;
  const evidence = previous ? evidenceFor(understanding, previous.id) : null;
  if (previous && evidence !== null) {
    first = previous;
    score = evidence;
    onTopic = true;
  } else if (!first && state.lastQuestion && continuation) {
    // Nothing answers it alone: it is read together with the question before it.
    const followUp = bot.understand(`${state.lastQuestion} ${message}`);
    if (byId(followUp.intentId)) {
      understanding = followUp;
      first = byId(followUp.intentId);
      score = followUp.score;
    }
  }
  // A product of the owner's that the message names: its price and stock, with its card. The owner's
  // intent still answers when it reads the message better ("¿cómo pago la torta?" is about payments).
  const products = onTopic ? [] : (bot.catalog?.find(message) ?? []);
  if (products.length && (!first || products[0]!.score >= score)) {
    reply.kind = 'products';
    reply.intent = PRODUCTS_INTENT;
    reply.score = products[0]!.score;
    reply.products = products.map((p) => p.item);
    state.shown = reply.products.map((item) => item.publicationId);
    const lines = reply.products.map((item) =>
      m.productLine(item.title, formatMoney(item.price, item.currency), item.stock),
    );
    reply.parts.push(
      lines.length === 1
        ? `${lines[0]}.`
        : `${m.productsIntro}\n\n${lines.map((line) => `- ${line}`).join('\n')}`,
    );
    state.lastQuestion = message;
    state.lastIntention = null;
    return { closing: false };
  }
  if (first) {
    const second = onTopic ? undefined : byId(understanding.secondIntentId);
    const answered = second && second.id !== first.id ? [first, second] : [first];
    reply.kind = 'answer';
    reply.intent = first.intention;
    reply.score = score;
    reply.answered = answered;
    for (const intent of answered) {
      reply.parts.push(intent.description || intent.name);
      reply.files.push(...intent.files.map((f) => f.url));
      reply.links.push(...extractLinks(intent.description));
      if (!state.matched.includes(intent.intention)) state.matched.push(intent.intention);
    }
    state.lastQuestion = message;
    state.lastIntention = first.intention;
    return { closing: false };
  }
  const smallTalk = detectSmallTalk(message);
  if (smallTalk) {
    reply.kind = 'smalltalk';
    reply.intent = `smalltalk.${smallTalk}`;
    reply.parts.push(smallTalkText(smallTalk, bot));
    return { closing: smallTalk === 'goodbye' || smallTalk === 'thanks' };
  }
  state.lastQuestion = message;
  state.lastIntention = null;
  reply.score = understanding.score;
  // An hours question no intent answers: the opening hours the owner set say it.
  if (bot.hours && understanding.uncoveredConcept === 'hours') {
    reply.kind = 'hours';
    reply.intent = HOURS_INTENT;
    reply.parts.push(
      msg.agenda.scheduleAnswer(
        bot.hours.weekly,
        hoursStatus(bot.hours, input.now),
        upcomingClosures(bot.hours, input.now),
      ),
    );
    return { closing: false };
  }
  // No intent answers: what the owner's documents say comes before "¿Te refieres a…?" and "no sé".
  const passage = bot.findPassage?.(message);
  if (passage) {
    reply.kind = 'passage';
    reply.intent = PASSAGE_INTENT;
    reply.score = passage.score;
    reply.passage = passage;
    // The passage alone, as the business would say it: a source's title is often its file name, which
    // means nothing to a customer (the reply's `source` still tells the owner where it came from).
    reply.parts.push(passage.excerpt);
    reply.links.push(...extractLinks(passage.excerpt));
    return { closing: false };
  }
  const suggested = understanding.suggestions
    .map((id) => byId(id))
    .filter((intent): intent is TurnIntent => !!intent)
    .slice(0, 3);
  if (suggested.length) {
    reply.kind = 'clarify';
    reply.intent = 'clarify';
    reply.parts.push(m.clarify);
    reply.suggestions = suggested.map((intent) => ({
      intent: intent.intention,
      text: intent.questions.find((q) => q.trim()) ?? intent.name,
    }));
    reply.options = reply.suggestions.map((s) => s.text);
    return { closing: false };
  }
  reply.kind = 'fallback';
  reply.intent = 'fallback';
  if (bot.platform) {
    reply.parts.push(m.notKnownPlatform);
    reply.links = [bot.platformContact];
  } else {
    const contact = contactOf(bot);
    reply.parts.push(contact ? m.notKnownContact(bot.ownerName, contact.ways) : m.notKnown(bot.ownerName));
    reply.links = contact?.links ?? [];
  }
  return { closing: false };
}

/** The link buttons of an honest "no sé": the owner's published contact, or the platform's contact page. */
export function notKnownLinks(bot: TurnBot): MessageLink[] {
  return bot.platform ? [bot.platformContact] : (contactOf(bot)?.links ?? []);
}

/** The owner's published contact in words ("por WhatsApp al +54 9 …") and as link buttons; null when none. */
function contactOf(bot: TurnBot): { ways: string; links: MessageLink[] } | null {
  const ways: string[] = [];
  const links: MessageLink[] = [];
  if (bot.contact.phone) {
    ways.push(m.byWhatsapp(bot.contact.phone));
    links.push({
      key: 'whatsapp',
      url: whatsappUrl(bot.contact.phone),
      // Short titles: the number and the address are in the sentence, and long buttons clip on a phone.
      title: m.whatsappButton,
      hexa: '#25D366',
    });
  }
  if (bot.contact.email) {
    ways.push(m.byEmail(bot.contact.email));
    links.push({ key: 'web', url: `mailto:${bot.contact.email}`, title: m.emailButton, hexa: '#4263EB' });
  }
  return ways.length ? { ways: ways.join(m.or), links } : null;
}

/** The field to ask now, if one is due: by the owner's order, at its moment, never the same twice in a row. */
function dueField(
  fields: StoredDataField[],
  collected: Record<string, CollectedValue>,
  state: ConversationState,
  moment: { answered: boolean; closing: boolean },
): StoredDataField | undefined {
  return fields
    .filter(
      (field) =>
        field.active &&
        !(field.name in collected) &&
        !state.skipped.includes(field.name) &&
        (state.asks[field.name] ?? 0) < MAX_ASKS,
    )
    .sort((a, b) => a.order - b.order)
    .find((field) => {
      switch (field.collectAt) {
        case 'start':
          return true;
        case 'any':
          return moment.answered || state.matched.length > 0;
        case 'specific':
          return !!field.collectOnIntent && state.matched.includes(field.collectOnIntent);
        case 'end':
          return moment.closing;
      }
    });
}

export function takeTurn(input: TurnInput): TurnResult {
  const { bot, message, now } = input;
  const state: ConversationState = {
    ...NEW_STATE,
    ...input.state,
    skipped: [...(input.state.skipped ?? [])],
    matched: [...(input.state.matched ?? [])],
    asks: { ...(input.state.asks ?? {}) },
  };
  const collected = { ...input.collected };
  const reply = emptyReply();
  const askedBefore = state.askedLastTurn;
  state.askedLastTurn = null;
  const fields = bot.fields.filter((field) => field.active);
  let lead = false;
  let handoff = false;
  const slotOptions = { now, country: bot.country };
  // The engine reads the message at most once per turn, and only when the turn needs it.
  let understanding: Understanding | undefined;
  const understood = () => (understanding ??= bot.understand(message));
  // The turn's result as it stands; a booking or an order lookup adds what chat.service must do next.
  const finish = (
    next: Partial<Pick<TurnResult, 'book' | 'needsTimes' | 'needsOrders' | 'order'>> = {},
  ): TurnResult => ({
    reply,
    state,
    collected,
    lead: lead ? { ...collected } : null,
    handoff,
    book: null,
    needsTimes: null,
    needsOrders: null,
    order: null,
    ...next,
  });
  // A step of a booking or an order asks its own questions: a field the bot was waiting on waits, and
  // the answers it read fill the owner's fields.
  const takeStep = (
    step: { parts: string[]; options: string[]; fill: Array<{ field: StoredDataField; value: string }> },
    kind: TurnKind,
    intent: string,
  ) => {
    state.pendingField = null;
    state.attempts = 0;
    for (const { field, value } of step.fill) lead = collect(field, value, now, collected, state) || lead;
    reply.kind = kind;
    reply.intent = intent;
    reply.parts.push(...step.parts);
    reply.options = step.options;
  };
  // The cards of the last reply are what "lo quiero" means; any other reply makes them old.
  const shown = state.shown ?? [];
  state.shown = null;

  // Contact data typed in any message is kept, asked for or not.
  const volunteered = volunteeredContact(fields, collected, message, slotOptions);
  for (const { field, value } of volunteered) lead = collect(field, value, now, collected, state) || lead;

  if (isHumanRequest(message)) {
    handoff = !state.handoffRequested;
    state.handoffRequested = true;
    reply.kind = 'handoff';
    reply.intent = 'handoff.request';
    if (bot.platform) {
      reply.parts.push(msg.handoff.humanRequestedPlatform);
      reply.links = [bot.platformContact];
    } else {
      const contact = contactOf(bot);
      // Out of hours, the visitor hears when someone is back.
      const status = bot.hours ? hoursStatus(bot.hours, now) : null;
      reply.parts.push(
        [
          msg.handoff.humanRequested(bot.ownerName),
          status && !status.openNow ? msg.agenda.backWhen(status) : '',
          contact ? msg.handoff.humanRequestedContact(contact.ways) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      reply.links = contact?.links ?? [];
    }
    return finish();
  }

  if (bot.booking) {
    const step = bookingStep({
      booking: bot.booking,
      draft: state.booking ?? null,
      message,
      now,
      country: bot.country,
      fields,
      collected,
      isQuestion: () => looksLikeQuestion(message) || !!understood().intentId,
    });
    if (step.kind === 'reply') {
      state.booking = step.draft;
      takeStep(step, 'booking', step.book ? BOOKING_CONFIRMED_INTENT : BOOKING_INTENT);
      reply.times = step.times;
      return finish({ book: step.book, needsTimes: step.needsTimes });
    }
  }

  if (bot.selling && !state.booking) {
    const step = orderStep({
      selling: bot.selling,
      draft: state.order ?? null,
      shown,
      message,
      ownerName: bot.ownerName,
      fields,
      collected,
      country: bot.country,
      now,
      isQuestion: () => looksLikeQuestion(message) || !!understood().intentId,
      ownerAnswers: () => !!understood().intentId,
    });
    if (step.kind === 'reply') {
      state.order = step.draft;
      takeStep(step, 'order', step.order ? ORDER_CHECKOUT_INTENT : ORDER_REQUEST_INTENT);
      return finish({ order: step.order });
    }
  }

  if (bot.orders) {
    const asked = asksOrderStatus(message, bot.country);
    const waiting = state.orderAsk ?? null;
    const given = contactsIn(message);
    const reference = referenceIn(message) ?? waiting?.reference ?? null;
    const answersWait =
      !!waiting && (given.emails.length > 0 || given.phones.length > 0 || !!referenceIn(message));
    if (asked || answersWait) {
      // The conversation's contacts prove it too: the fields it collected, and what this message gives.
      const known = Object.entries(collected).flatMap(([name, item]) => {
        const field = fields.find((f) => f.name === name);
        return field?.type === 'email' || field?.type === 'phone' ? [item.value] : [];
      });
      const fromFields = contactsIn(known.join(' '));
      const query: OrderLookup = {
        reference,
        emails: [...new Set([...given.emails, ...fromFields.emails])],
        phones: [...new Set([...given.phones, ...fromFields.phones])],
      };
      const found = bot.orders.lookup(query);
      reply.kind = 'order';
      reply.intent = ORDER_STATUS_INTENT;
      state.pendingField = null;
      if (!found) {
        return finish({ needsOrders: query });
      }
      const contact = contactOf(bot);
      const order = found.orders[0];
      if (order) {
        state.orderAsk = null;
        reply.parts.push(orderStatusText(order, bot.ownerName));
      } else if (!found.proof) {
        state.orderAsk = { reference };
        reply.parts.push(m.orderAskProof);
      } else {
        state.orderAsk = null;
        reply.parts.push(m.orderNotFound);
      }
      if (contact && !(order === undefined && !found.proof)) {
        reply.parts.push(m.orderContact(contact.ways));
        reply.links = contact.links;
      }
      return finish();
    }
  }

  const pending = state.pendingField ? fields.find((f) => f.name === state.pendingField) : undefined;
  if (state.pendingField && !pending) state.pendingField = null;
  let closing = false;
  let answeredSomething = false;

  if (volunteered.length) {
    // "mi correo es ana@…, ¿a qué hora abren?": noted, and the question still gets its answer.
    const noted = volunteered.find((v) => v.field.name === pending?.name)?.field ?? volunteered[0]!.field;
    if (looksLikeQuestion(message) || understood().intentId) {
      answerQuestion(input, understood(), state, reply);
      answeredSomething = reply.kind === 'answer';
      reply.parts.unshift(notedText(noted));
      reply.answerPart = 1;
    } else {
      reply.kind = 'field';
      reply.intent = `field.${noted.name}`;
      reply.parts.push(notedText(noted));
    }
  } else if (pending && isDecline(message) && !understood().intentId) {
    // "prefiero no", "después": the visitor declines and the bot moves on without asking again.
    state.skipped.push(pending.name);
    state.pendingField = null;
    reply.kind = 'field';
    reply.intent = `field.${pending.name}`;
    reply.parts.push(m.declined);
    return finish();
  } else if (
    pending &&
    TYPED_FIELDS.has(pending.type) &&
    detectSmallTalk(message) === 'acknowledged' &&
    !understood().intentId
  ) {
    // "dale", "ok" to "¿me compartes tu teléfono?": a yes, with the number to come; not a wrong answer.
    reply.kind = 'field';
    reply.intent = `field.${pending.name}`;
    reply.parts.push(m.goAhead);
    return finish();
  } else if (pending && !looksLikeQuestion(message) && !understood().intentId) {
    // An answer to the field.
    const result = validateSlot(pending, message, slotOptions);
    reply.kind = 'field';
    reply.intent = `field.${pending.name}`;
    if (result.ok) {
      lead = collect(pending, result.value, now, collected, state) || lead;
      reply.parts.push(notedText(pending));
    } else {
      state.attempts += 1;
      if (state.attempts >= MAX_ATTEMPTS) {
        state.skipped.push(pending.name);
        state.pendingField = null;
        state.attempts = 0;
        reply.parts.push(m.movingOn);
      } else {
        reply.parts.push(result.error);
        reply.options = pending.type === 'select' ? pending.options : [];
        return finish();
      }
    }
  } else {
    // A question (or small talk), pending field or not: it gets its answer, and the field waits.
    if (pending) {
      state.pendingField = null;
      state.attempts = 0;
    }
    const answered = answerQuestion(input, understood(), state, reply);
    closing = answered.closing;
    answeredSomething = reply.kind === 'answer';
  }

  // A booking under way waits for its step: after the answer, its question and chips come again, and no
  // field is asked on top of them.
  if (bot.booking && state.booking) {
    const prompt = stepPrompt(state.booking, bot.booking);
    reply.parts.push(prompt.text);
    if (!reply.options.length) {
      reply.options = prompt.options;
      if (state.booking.step === 'time') reply.times = state.booking.offered;
    }
    return finish();
  }

  // So does an order under way.
  if (bot.selling && state.order) {
    const prompt = orderPrompt(state.order, bot.selling);
    reply.parts.push(prompt.text);
    if (!reply.options.length) reply.options = prompt.options;
    return finish();
  }

  // Ask the next field that is due; not right after a clarification, nor in the reply after a field the
  // visitor let pass (a question in every reply would nag). After an answer to it, the next may follow.
  const letPass = !!askedBefore && !(askedBefore in collected) && !state.skipped.includes(askedBefore);
  if (reply.kind !== 'clarify' && !state.pendingField && !letPass) {
    const field = dueField(fields, collected, state, { answered: answeredSomething, closing });
    if (field) {
      const time = ((state.asks[field.name] ?? 0) + 1) as 1 | 2;
      const question = askFor(field, time);
      state.asks[field.name] = time;
      state.pendingField = field.name;
      state.askedLastTurn = field.name;
      state.attempts = 0;
      reply.parts.push(question.text);
      if (!reply.options.length) reply.options = question.options;
    }
  }

  return finish();
}
