/**
 * What a conversation remembers between messages, as the pure turn (server/features/chat/turn.ts) reads
 * and writes it. Stored as JSON in `conversations.state` and `conversations.collected`: the database schema
 * imports these types, never the other way round, and the inbox shows the collected values.
 */

/** A datum the visitor left (a data field's answer), with the field's label at the time. */
export interface CollectedValue {
  value: string;
  label: string;
  /** ISO instant it was collected. */
  at: string;
}

/** What the slot filler remembers between messages. */
export interface ConversationState {
  /** The field asked last, waiting for an answer. */
  pendingField: string | null;
  attempts: number;
  skipped: string[];
  /** Intentions matched so far ("specific" fields wait for theirs). */
  matched: string[];
  /** The owner was told about the data this visitor left. */
  leadAnnounced: boolean;
  /** The visitor asked for a person and the owner was told. */
  handoffRequested: boolean;
  /** Times each field was asked (at most twice, never twice in a row). */
  asks: Record<string, number>;
  /** The field asked in the previous reply, if any. */
  askedLastTurn: string | null;
  /** The visitor's last question: a short follow-up ("¿y los sábados?") is read with it. */
  lastQuestion: string | null;
  /**
   * The intention that answered the last question, null when none did: a short follow-up ("¿y los
   * sábados?") is read within it first. Absent in rows stored before it existed.
   */
  lastIntention?: string | null;
  /**
   * The chips of the last reply's "¿Te refieres a…?" and the message they were offered for: a chip picked
   * next makes that message a question the owner may teach its intent (chat/learning.ts, issue 37).
   * Kept in the stored state so any instance answering the next message knows it; absent in older rows.
   */
  offered?: OfferedChips | null;
  /**
   * A booking being made in the conversation (issue 39, item 3): what the visitor chose so far and the
   * step the bot waits on. Absent or null when none is under way.
   */
  booking?: BookingDraft | null;
  /**
   * An order asked about and not found yet (issue 40, item 3): its reference when one was given, while the
   * bot waits for the e-mail or phone of the purchase. Absent or null otherwise.
   */
  orderAsk?: { reference: string | null } | null;
  /**
   * The owner's products the last reply showed as cards (their publication ids), so that "lo quiero" knows
   * which one (issue 40, item 2). Absent or null otherwise.
   */
  shown?: string[] | null;
  /** An order being placed in the conversation (issue 40, item 2). Absent or null when none is under way. */
  order?: OrderDraft | null;
}

/** The step of an order in the conversation the bot waits on. */
export type OrderStep =
  'product' | 'quantity' | 'name' | 'email' | 'phone' | 'delivery' | 'address' | 'confirm';

/** An order the visitor is placing in the conversation, kept between messages (JSON in the state). */
export interface OrderDraft {
  step: OrderStep;
  /** The products offered to choose from (step "product"). */
  candidates: string[];
  publicationId: string | null;
  quantity: number | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  delivery: 'delivery' | 'pickup' | null;
  address: string | null;
  /** Answers in a row the bot could not read at this step: after two it lets the order go. */
  misses: number;
}

/** The step of a booking in the conversation the bot waits on. */
export type BookingStep = 'service' | 'time' | 'name' | 'contact' | 'confirm';

/** A booking the visitor is making in the conversation, kept between messages (JSON in the state). */
export interface BookingDraft {
  step: BookingStep;
  serviceId: string | null;
  /** When the visitor said they want it, as read ("mañana a la tarde"): the times offered are near it. */
  asked: {
    date: string | null;
    time: string | null;
    eitherHalf: boolean;
    part: 'morning' | 'noon' | 'afternoon' | 'evening' | null;
  } | null;
  /** The free times the last reply offered as chips: each chip's text and the instant it names (ISO). */
  offered: Array<{ text: string; start: string }>;
  /** The time chosen (ISO with the business's offset). */
  start: string | null;
  name: string | null;
  phone: string | null;
  email: string | null;
  /** Answers in a row the bot could not read at this step: after two it lets the booking go. */
  misses: number;
}

/** The chips a clarification offered, and the visitor's message the bot could not answer. */
export interface OfferedChips {
  /** The visitor's unanswered message. */
  question: string;
  /** The chips: each intent's intention and the text the chip sends. */
  suggestions: Array<{ intent: string; text: string }>;
}
