import { z } from 'zod';
import { whatsapp as m } from '../messages/whatsapp';

/** Limits of the WhatsApp connection form (the Cloud API's own ids and tokens). */
export const WhatsAppLimits = {
  phoneNumberIdMax: 30,
  accessTokenMin: 20,
  accessTokenMax: 1000,
  displayPhoneNumberMax: 30,
} as const;

/** PUT /api/bot/{id}/whatsapp: the values the owner copies from Meta's WhatsApp Manager. */
export const WhatsAppConnectSchema = z.object({
  /** "Identificador del número de teléfono" in WhatsApp Manager (API setup). */
  phoneNumberId: z
    .string({ error: m.phoneNumberIdRequired })
    .trim()
    .min(1, m.phoneNumberIdRequired)
    .max(WhatsAppLimits.phoneNumberIdMax, m.phoneNumberIdInvalid)
    .regex(/^\d+$/, m.phoneNumberIdInvalid),
  /** A permanent (system user) access token with whatsapp_business_messaging. Never returned. */
  accessToken: z
    .string({ error: m.accessTokenRequired })
    .trim()
    .min(1, m.accessTokenRequired)
    .min(WhatsAppLimits.accessTokenMin, m.accessTokenInvalid)
    .max(WhatsAppLimits.accessTokenMax, m.accessTokenInvalid)
    .regex(/^[\w.|-]+$/, m.accessTokenInvalid),
  /**
   * The WhatsApp Business Account id (WhatsApp Manager → Configuración de la cuenta), where the number's
   * message templates live; optional: without it there are no templates to answer with after 24 hours.
   */
  businessAccountId: z
    .string()
    .trim()
    .max(WhatsAppLimits.phoneNumberIdMax, m.businessAccountIdInvalid)
    .regex(/^\d+$/, m.businessAccountIdInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The number as customers see it ("+54 9 11 2345 6789"); optional: the Graph API's display_phone_number
   * is used when absent.
   */
  displayPhoneNumber: z
    .string()
    .trim()
    .max(WhatsAppLimits.displayPhoneNumberMax, m.displayPhoneNumberInvalid)
    .regex(/^\+?[\d\s().-]{6,}$/, m.displayPhoneNumberInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type WhatsAppConnect = z.input<typeof WhatsAppConnectSchema>;

export const WhatsAppConnectionSchema = z
  .object({
    whatsapp: z.union([
      z.object({
        connected: z.literal(true),
        phoneNumberId: z.string(),
        /** The number customers write to, as shown ("+54 9 11 2345 6789"). */
        displayPhoneNumber: z.string(),
        /** The business name Meta verified for the number, when it has one. */
        verifiedName: z.string().nullable(),
        /** The WhatsApp Business Account of its templates; null when the owner did not give it. */
        businessAccountId: z.string().nullable(),
        /** The template booking reminders go by on WhatsApp; null: by e-mail only. */
        reminderTemplate: z.object({ name: z.string(), language: z.string() }).nullable(),
        /** The webhook address to paste in the Meta app's WhatsApp configuration. */
        webhookUrl: z.string(),
        /** The last send that failed (Spanish), until one succeeds or the owner connects again. */
        lastError: z.string().nullable(),
        lastErrorAt: z.string().nullable(),
        connectedAt: z.string(),
      }),
      z.object({ connected: z.literal(false) }),
    ]),
  })
  .meta({ id: 'WhatsAppConnection' });
export type WhatsAppConnection = z.infer<typeof WhatsAppConnectionSchema>;

/** An approved message template of the number (GET /api/bot/{id}/whatsapp/templates). */
export const WhatsAppTemplateSchema = z.object({
  name: z.string(),
  /** Meta's language code ("es_AR", "es"). */
  language: z.string(),
  /** The body as Meta shows it, with its placeholders ("Hola {{1}}, …"). */
  body: z.string(),
  /** The body's placeholders in order ("1", "2", or named ones): one value each when sending. */
  parameters: z.array(z.string()),
});
export type WhatsAppTemplate = z.infer<typeof WhatsAppTemplateSchema>;

export const WhatsAppTemplatesSchema = z
  .object({ templates: z.array(WhatsAppTemplateSchema) })
  .meta({ id: 'WhatsAppTemplates' });
export type WhatsAppTemplates = z.infer<typeof WhatsAppTemplatesSchema>;

/** A hand reply sent as an approved template: it reaches the customer after the 24-hour window too. */
export const TemplateReplySchema = z.object({
  name: z.string().trim().min(1).max(512),
  language: z.string().trim().min(2).max(15),
  parameters: z
    .array(z.string().trim().min(1, m.templateParameterRequired).max(1024, m.templateParameterTooLong))
    .max(20)
    .default([]),
});
export type TemplateReply = z.input<typeof TemplateReplySchema>;

/** What a reminder template's placeholders receive, in order: the customer's name, the time, the service. */
export const REMINDER_TEMPLATE_PARAMETERS_MAX = 3;

/** PUT /api/bot/{id}/whatsapp/reminder-template: an approved template, or null for e-mail reminders only. */
export const ReminderTemplateSchema = z.object({
  template: z
    .object({ name: z.string().trim().min(1).max(512), language: z.string().trim().min(2).max(15) })
    .nullable(),
});
export type ReminderTemplateInput = z.input<typeof ReminderTemplateSchema>;

/** GET /api/whatsapp/webhook: Meta's verification request. */
export const WhatsAppVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});
