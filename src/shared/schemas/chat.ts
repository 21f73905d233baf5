import { CURRENCY_CODES } from '../money';
import { z } from 'zod';

export const ChatLimits = { messageMax: 500 } as const;

export const ChatRequestSchema = z.object({
  interaction: z.object({
    from: z.literal('user').default('user'),
    message: z
      .string({ error: 'Escribe un mensaje' })
      .trim()
      .min(1, 'Escribe un mensaje')
      .max(ChatLimits.messageMax, `El mensaje es demasiado largo (max: ${ChatLimits.messageMax})`),
  }),
  botId: z.string().max(100).nullable().optional(),
  /** The application token; may also come in the x-app-token header. */
  appToken: z.string().max(200).optional(),
  /** Sent back on every message after the first so the bot remembers the conversation. */
  conversationId: z.string().max(100).nullable().optional(),
  /** Set by the embeddable widget: the site it is shown on ("https://tienda.com"), checked against the bot's list. */
  origin: z.string().max(300).nullable().optional(),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;

export const MessageLinkSchema = z.object({
  key: z.enum(['instagram', 'facebook', 'twitter', 'linkedin', 'youtube', 'whatsapp', 'web']),
  url: z.string(),
  title: z.string(),
  hexa: z.string(),
});
export type MessageLink = z.infer<typeof MessageLinkSchema>;

export const ChatResponseSchema = z
  .object({
    /** The matched intention, a built-in ("smalltalk.greeting", "fallback", "field.{name}") or null. */
    intent: z.string().nullable(),
    message: z.string(),
    messageFiles: z.array(z.string()),
    messageLinks: z.array(MessageLinkSchema),
    conversationId: z.string(),
    /** Chips: a select field's options, or the questions of `suggestions`; a chip sends its text. */
    options: z.array(z.string()),
    /**
     * When no intent was sure but some were close ("¿Te refieres a…?"): up to three, each an intent's
     * `intention` and one of its questions.
     */
    suggestions: z.array(z.object({ intent: z.string(), text: z.string() })),
    /** The owner is attending this conversation by hand: the bot stayed quiet and `message` is empty. */
    ownerActive: z.boolean(),
    /** When no intent answered and a passage of one of the bot's sources did (quoted without its title). */
    source: z.object({ _id: z.string(), title: z.string() }).optional(),
    /**
     * When the chips are free times of a booking in the conversation (issue 39): each chip's text ("jue 4/12
     * 15:00") and the instant it names, ISO 8601 with the business's offset.
     */
    times: z.array(z.object({ text: z.string(), start: z.string() })).optional(),
    /**
     * The owner's products this reply is about (issue 40): shown as cards with «Comprar» and «Ver». `price`
     * is decimal text in the currency's units; `stock` is null for services; `url` is the listing's page.
     */
    products: z
      .array(
        z.object({
          publicationId: z.string(),
          title: z.string(),
          price: z.string(),
          currency: z.enum(CURRENCY_CODES),
          pictureUrl: z.string().nullable(),
          url: z.string(),
          stock: z.number().int().nullable(),
          /** Its seller can take payments now. */
          purchasable: z.boolean(),
        }),
      )
      .optional(),
    /** The booking this reply confirmed (`intent: "booking.confirmed"`), with the visitor's private link. */
    appointment: z
      .object({
        _id: z.string(),
        start: z.string(),
        end: z.string(),
        serviceName: z.string(),
        manageUrl: z.string(),
      })
      .optional(),
    /**
     * The order this reply placed (`intent: "order.checkout"`, issue 40): its page, where it is paid while
     * the units are held and its status read later. The link's key is the only proof a guest has: it is
     * not stored in the transcript.
     */
    checkoutUrl: z.string().optional(),
    order: z
      .object({
        _id: z.string(),
        reference: z.string(),
        status: z.literal('pending'),
        /** Decimal text in the currency's units. */
        total: z.string(),
        currency: z.enum(CURRENCY_CODES),
        holdUntil: z.string(),
        /** Placed with the built-in sandbox provider: no real money moves. */
        testMode: z.boolean(),
      })
      .optional(),
  })
  .meta({ id: 'ChatReply' });
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

export const ChatParamsSchema = z.object({ botId: z.string().min(1).max(100) });

export const PhraseSchema = z.object({
  _id: z.string(),
  phrase: z.string(),
  botId: z.string(),
  alias: z.string(),
  botAlias: z.string(),
  botName: z.string(),
  botDescription: z.string(),
  botPictureUrl: z.string().nullable(),
});
export type Phrase = z.infer<typeof PhraseSchema>;
export const PhrasesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const PhrasesResponseSchema = z.object({ phrases: z.array(PhraseSchema) });
