import { z } from 'zod';
import { msg } from '../messages.es';

/**
 * What a bot tells other systems and how they read it back (issue 43, decisions 056 and 057): outgoing
 * webhooks with their events and delivery log, and API keys with their scopes.
 */

/** The events an endpoint may subscribe to; `ping` is only ever sent by "Probar". */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'conversation.handoff',
  'message.unanswered',
  'appointment.booked',
  'appointment.cancelled',
  'order.paid',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookEventType = WebhookEvent | 'ping';

export const WebhookLimits = { perBot: 10, urlMax: 500 };

/** The address, or null (never a throw inside a refinement); `URL.canParse` is missing from older Safari. */
function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export const WebhookInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(WebhookLimits.urlMax, msg.integrations.urlTooLong)
    .refine((value) => /^https?:$/.test(parsedUrl(value)?.protocol ?? ''), msg.integrations.badUrl)
    .refine((value) => {
      const url = parsedUrl(value);
      return !url || (!url.username && !url.password);
    }, msg.integrations.urlWithCredentials),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { message: msg.integrations.badEvent }))
    .min(1, msg.integrations.noEvents)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
});
export type WebhookInput = z.infer<typeof WebhookInputSchema>;

/** Pausing and reactivating an endpoint, or changing its events. */
export const WebhookPatchSchema = z
  .object({
    active: z.boolean().optional(),
    events: WebhookInputSchema.shape.events.optional(),
  })
  .refine((patch) => patch.active !== undefined || patch.events !== undefined, msg.team.nothingToChange);

export const WebhookSchema = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** `paused` after failing for a day (or by the owner); nothing is sent until it is active again. */
  status: z.enum(['active', 'paused']),
  /** Since when every delivery has failed; null while it works. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookCreatedSchema = z.object({
  /** The signing secret, shown this once. */
  webhook: WebhookSchema.extend({ secret: z.string() }),
});

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const WebhookDeliverySchema = z.object({
  _id: z.string(),
  /** The event's id: the same on every retry and resend, so receivers can ignore repeats. */
  eventId: z.string(),
  type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When the next retry goes out, while pending. */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookParamsSchema = z.object({
  id: z.string().min(1).max(100),
  webhookId: z.string().uuid(),
});
export const DeliveryParamsSchema = WebhookParamsSchema.extend({ deliveryId: z.string().uuid() });

/** The body of every delivery. */
export interface WebhookBody {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  botId: string;
  data: Record<string, unknown>;
}

// ---------- API keys ----------

export const API_KEY_SCOPES = [
  'leads:read',
  'conversations:read',
  'appointments:read',
  'appointments:write',
  'bots:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const ApiKeyLimits = { nameMax: 60, perUser: 20 };

export const ApiKeyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, msg.integrations.keyNameEmpty)
    .max(ApiKeyLimits.nameMax, msg.integrations.keyNameTooLong),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { message: msg.integrations.badScope }))
    .min(1, msg.integrations.noScopes)
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type ApiKeyInput = z.infer<typeof ApiKeyInputSchema>;

export const ApiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The token's first characters, to tell keys apart ("vk_3fA9…"). */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyCreatedSchema = z.object({
  key: ApiKeySchema,
  /** The whole token, shown this once: only its hash is kept. */
  token: z.string(),
});
