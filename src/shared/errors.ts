import { z } from 'zod';

/** Stable error codes that clients branch on; the message beside each is Spanish and may change. */
export const ERROR_CODES = [
  'validation_error',
  'bad_request',
  'unauthorized',
  'forbidden',
  'embed_forbidden',
  'not_found',
  /** A bot that exists but is paused or not published yet (still 404). */
  'bot_unavailable',
  'conflict',
  /** A booking's time is taken or not free (issue 39); `alternatives` holds the nearest free times. */
  'slot_taken',
  'alias_taken',
  /** Publishing (or saving a published bot's intents) while answers still have blanks to fill. */
  'unfilled_blanks',
  'hero_taken',
  'invalid_credentials',
  'account_not_activated',
  'invalid_token',
  'payload_too_large',
  'uri_too_long',
  'request_timeout',
  'headers_too_large',
  'unsupported_media_type',
  'invalid_file',
  'rate_limited',
  /** WhatsApp is not enabled on this platform (WHATSAPP_* settings). */
  'whatsapp_disabled',
  /** The Graph API refused the WhatsApp access token or phone number id. */
  'whatsapp_token_invalid',
  /** The bot has no WhatsApp number connected (any more). */
  'whatsapp_not_connected',
  /** That WhatsApp number is connected to another bot. */
  'whatsapp_number_taken',
  /** A customer's proposed question the owner already approved or dismissed. */
  'proposal_decided',
  /** The intent already has the most questions an intent may have (TrainingLimits.questionsMax). */
  'questions_full',
  /** The 24-hour customer-service window is closed: free-form messages cannot reach the customer. */
  'whatsapp_window_closed',
  /** A WhatsApp template needs the WhatsApp Business Account id, which the bot's connection lacks. */
  'whatsapp_no_business_account',
  /** No approved template of that name and language, or not the values it needs. */
  'whatsapp_template_invalid',
  /** Messenger and Instagram are not enabled on this platform (META_* settings). */
  'meta_disabled',
  /** The Graph API refused the page's or Instagram account's token or id. */
  'meta_token_invalid',
  /** That Facebook page or Instagram account is connected to another bot. */
  'meta_account_taken',
  /** The bot has no Facebook page or Instagram account connected (any more). */
  'meta_not_connected',
  /** More than 7 days since the customer last wrote on Messenger or Instagram: no reply can reach them. */
  'meta_window_closed',
  /** The webhook delivery's X-Hub-Signature-256 is missing or wrong. */
  'invalid_signature',
  'bad_gateway',
  'unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBodySchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** `slot_taken`: the nearest free times, ISO 8601 with the business's offset. */
    alternatives: z.array(z.object({ start: z.string(), end: z.string() })).optional(),
  })
  .meta({ id: 'Error', description: 'Every non-2xx answer. `fields` names each failing input.' });

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The error answers a route documents, by status: `errorResponses(400, 401, 404)`. */
export function errorResponses<S extends number>(...statuses: S[]): { [K in S]: typeof ErrorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as {
    [K in S]: typeof ErrorBodySchema;
  };
}
