import { CURRENCY_CODES } from '../money';
import { ORDER_STATUSES } from './marketplace';
import { APPOINTMENT_STATUSES } from './booking';
import { z } from 'zod';
import { CONVERSATION_CHANNELS } from '../channels';
import { CONVERSATION_STATUSES } from './team';
import { MessageAttachmentSchema } from './attachments';
import { Paging } from '../constants';
import { msg } from '../messages.es';

export const InboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(Paging.defaultPage),
  pageSize: z.coerce.number().int().min(1).max(Paging.maxPageSize).default(20),
  term: z.string().trim().max(100).optional(),
  /** Issue 42's filters: the conversation's status, who attends it, where it came from, a lead label. */
  status: z.enum(CONVERSATION_STATUSES).optional(),
  /** `me`: the caller's ("Mis conversaciones"); `none`: nobody's yet; else a user's id. */
  assignee: z.string().min(1).max(100).optional(),
  channel: z.enum(CONVERSATION_CHANNELS).optional(),
  label: z.string().trim().toLowerCase().min(1).max(30).optional(),
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

export const InboxParamsSchema = z.object({
  id: z.string().min(1).max(100),
  conversationId: z.string().min(1).max(100),
});

const CollectedSchema = z.record(
  z.string(),
  z.object({ value: z.string(), label: z.string(), at: z.string() }),
);

export const ConversationSummarySchema = z
  .object({
    _id: z.string(),
    /** The signed-in visitor's public name, or "Visitante". */
    visitor: z.string(),
    /** ISO 3166 country of the visitor's browser language, when known. */
    country: z.string().nullable(),
    /** The site whose widget the conversation came through; null on this product's pages. */
    origin: z.string().nullable(),
    /** While the owner attends the conversation by hand: until when the bot stays quiet (ISO). */
    botPausedUntil: z.string().nullable(),
    /** Where the visitor writes from: this product's pages, a site's widget, or a messaging app of Meta. */
    channel: z.enum(CONVERSATION_CHANNELS),
    /** WhatsApp: the customer's number in international format ("+5491122334455"); null elsewhere. */
    phone: z.string().nullable(),
    /**
     * Whether a hand reply reaches the visitor now: always on the web and the widget; on WhatsApp only
     * within 24 hours of the customer's last message (a reply outside it answers 409 whatsapp_window_closed);
     * on Messenger and Instagram within 7 days (409 meta_window_closed after them).
     */
    replyWindowOpen: z.boolean(),
    /** Messaging channels: when the reply window closes (ISO; in the past when closed); null elsewhere. */
    replyWindowClosesAt: z.string().nullable(),
    /** Messenger and Instagram after the first 24 hours: a hand reply goes as a person's (HUMAN_AGENT tag). */
    replyHumanAgent: z.boolean(),
    /** The last reply that could not be delivered (WhatsApp), until one is; null when none failed. */
    deliveryError: z.object({ message: z.string(), at: z.string() }).nullable(),
    /** The bot's owner trying it ("PROBAR"): shown as a test and left out of the stats. */
    test: z.boolean(),
    messagesCount: z.number().int(),
    lastMessage: z.string(),
    collected: CollectedSchema,
    /** Issue 42: open, waiting for the customer or resolved. */
    status: z.enum(CONVERSATION_STATUSES),
    /** The person who attends it; null while nobody does. */
    assignee: z.object({ _id: z.string(), name: z.string() }).nullable(),
    /** The lead's stage key in the bot's pipeline, and its labels. */
    leadStage: z.string(),
    leadLabels: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const InboxListSchema = z.object({
  conversations: z.array(ConversationSummarySchema),
  total: z.number().int(),
  /** True when more conversations match than `total` says ("más de 1.000"). */
  totalCapped: z.boolean(),
  totalPages: z.number().int(),
  nextPage: z.number().int().nullable(),
});

export const TranscriptSchema = z.object({
  conversation: ConversationSummarySchema.extend({
    /** The bookings this conversation made (issue 39): start with the business's offset, service, status. */
    appointments: z.array(
      z.object({
        _id: z.string(),
        start: z.string(),
        serviceName: z.string(),
        status: z.enum(APPOINTMENT_STATUSES),
      }),
    ),
    /** The orders this conversation placed (issue 40): the owner's sales, newest first. */
    orders: z.array(
      z.object({
        _id: z.string(),
        reference: z.string(),
        status: z.enum(ORDER_STATUSES),
        total: z.string(),
        currency: z.enum(CURRENCY_CODES),
        delivered: z.boolean(),
        testMode: z.boolean(),
      }),
    ),
    messages: z.array(
      z.object({
        from: z.enum(['user', 'bot', 'owner']),
        text: z.string(),
        /** Who of the team wrote a hand reply (issue 42); null for the bot's and the customer's, and old ones. */
        author: z.object({ _id: z.string(), name: z.string() }).nullable(),
        intent: z.string().nullable(),
        /** A voice note, a photo, a document, a location or contacts the customer sent (messaging channels). */
        attachment: MessageAttachmentSchema.nullable(),
        /**
         * Messaging channels, the bot's and the owner's messages: how far it got (pending: not sent yet;
         * sent, delivered, read, failed as the channel's receipts said); null elsewhere and for old messages.
         */
        delivery: z.enum(['pending', 'sent', 'delivered', 'read', 'failed']).nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa el formato AAAA-MM-DD')
  .optional();

/** An IANA time zone the runtime knows ("America/Argentina/Buenos_Aires"). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('es', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const LeadsQuerySchema = z.object({
  from: day,
  to: day,
  /** Excel in Spanish locales expects ";" between columns. */
  separator: z.enum([',', ';']).default(';'),
  /** The owner's time zone, for the CSV's dates (the browser's own); UTC when absent. */
  tz: z.string().max(64).refine(isTimeZone, 'Zona horaria desconocida').optional(),
});
export type LeadsQuery = z.infer<typeof LeadsQuerySchema>;

export const LeadsSchema = z.object({
  fields: z.array(z.object({ name: z.string(), label: z.string() })),
  /** The bot's pipeline, in order (issue 42). */
  stages: z.array(z.object({ key: z.string(), name: z.string() })),
  leads: z.array(
    z.object({
      conversationId: z.string(),
      visitor: z.string(),
      createdAt: z.string(),
      values: z.record(z.string(), z.string()),
      stage: z.string(),
      labels: z.array(z.string()),
      notesCount: z.number().int(),
      /** The conversation's status (open, waiting for the customer, resolved). */
      status: z.enum(CONVERSATION_STATUSES),
      assignee: z.object({ _id: z.string(), name: z.string() }).nullable(),
    }),
  ),
});

export const UnansweredGroupSchema = z
  .object({
    /** The group's normalised words: messages with the same key are the same question. */
    key: z.string(),
    /** Its most recent wording. */
    text: z.string(),
    count: z.number().int(),
    lastAt: z.string(),
    samples: z.array(z.string()),
  })
  .meta({ id: 'UnansweredGroup' });
export type UnansweredGroup = z.infer<typeof UnansweredGroupSchema>;
export const UnansweredListSchema = z.object({ groups: z.array(UnansweredGroupSchema) });

/**
 * Teach the bot a group: as questions of an existing intent, or as a new intent with its answer; or, with
 * `later`, set it aside for an intent: it leaves the list and waits among the questions to learn.
 */
export const ResolveUnansweredSchema = z
  .object({
    key: z.string().min(1).max(500),
    intentId: z.string().min(1).max(100).optional(),
    newIntent: z
      .object({
        name: z.string().trim().min(1).max(100),
        description: z.string().trim().max(2000).default(''),
      })
      .optional(),
    later: z
      .boolean()
      .optional()
      .describe('true: not now; the group waits for the owner among the proposals, for `intentId`'),
  })
  .refine((value) => !!value.intentId !== !!value.newIntent, 'Elige una intención existente o crea una nueva')
  .refine((value) => !value.later || !!value.intentId, {
    message: msg.learning.laterNeedsIntent,
    path: ['intentId'],
  });
export type ResolveUnanswered = z.infer<typeof ResolveUnansweredSchema>;

export const ProposalParamsSchema = z.object({
  id: z.string().min(1).max(100),
  proposalId: z.string().min(1).max(100),
});

/** A customer's words the bot could learn as a question of one of its intents (issue 37). */
export const ProposalSchema = z
  .object({
    _id: z.string(),
    /** The customer's words, as they wrote them. */
    text: z.string(),
    /** The intent they would teach. */
    intentId: z.string(),
    intentName: z.string(),
    /** `chip`: the customer picked that intent's suggestion; `owner`: the owner set it aside for later. */
    source: z.enum(['chip', 'owner']),
    /** Times these words (folded) were seen for this intent. */
    count: z.number().int(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
  })
  .meta({ id: 'QuestionProposal' });
export type Proposal = z.infer<typeof ProposalSchema>;
export const ProposalListSchema = z.object({ proposals: z.array(ProposalSchema) });
export type ProposalList = z.infer<typeof ProposalListSchema>;

export const StatsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((value) => value === 7 || value === 30 || value === 90, 'Elige 7, 30 o 90 días')
    .default(30),
});

export const StatsSchema = z.object({
  days: z.array(
    z.object({
      /** YYYY-MM-DD (UTC). */
      date: z.string(),
      conversations: z.number().int(),
      visitorMessages: z.number().int(),
      /** Visitor messages an intent answered (not small talk, data fields or the fallback). */
      answered: z.number().int(),
      leads: z.number().int(),
      ratings: z.number().int(),
      /** Replies the language model worded (issue 22); 0 without a model. */
      modelWorded: z.number().int(),
      /** Bookings made that day (issue 39), whatever became of them. */
      bookings: z.number().int(),
    }),
  ),
  totals: z.object({
    conversations: z.number().int(),
    visitorMessages: z.number().int(),
    answered: z.number().int(),
    /** answered / visitorMessages, 0 when there were none. */
    answeredShare: z.number(),
    leads: z.number().int(),
    ratings: z.number().int(),
    modelWorded: z.number().int(),
    bookings: z.number().int(),
    /** Conversations of the period that ended in a booking, over its conversations; 0 when there were none. */
    bookedShare: z.number(),
    /** Paid orders placed in the bot's conversations in the period (issue 40). */
    sales: z.number().int(),
    /** What those sales took, per currency (decimal text in the currency's units). */
    revenue: z.array(z.object({ currency: z.enum(CURRENCY_CODES), total: z.string() })),
  }),
  topIntents: z.array(z.object({ intent: z.string(), count: z.number().int() })),
  topUnanswered: z.array(z.object({ text: z.string(), count: z.number().int() })),
});
export type Stats = z.infer<typeof StatsSchema>;
