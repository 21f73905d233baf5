import { z } from 'zod';
import { TemplateReplySchema } from './whatsapp';

export const WidgetLimits = { domainsMax: 20, replyMax: 1000 } as const;

const DOMAIN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/**
 * A site allowed to embed a bot: a host name ("tienda.com", which also admits its subdomains), optionally with
 * a port ("localhost:8080"). A pasted address ("https://tienda.com/contacto") keeps only its host.
 */
export const EmbedDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[/?#].*$/, ''))
  .pipe(z.string().max(253).regex(DOMAIN, 'Escribe un dominio válido, por ejemplo tienda.com'));

export const EmbedDomainsSchema = z.object({
  domains: z
    .array(EmbedDomainSchema)
    .max(WidgetLimits.domainsMax, `Puedes indicar hasta ${WidgetLimits.domainsMax} sitios`)
    .transform((domains) => [...new Set(domains)]),
});
export type EmbedDomains = z.input<typeof EmbedDomainsSchema>;

/** What the launcher needs to draw its button; answered only to an allowed site. */
export const WidgetConfigSchema = z
  .object({
    botId: z.string(),
    alias: z.string(),
    name: z.string(),
    pictureUrl: z.string().nullable(),
  })
  .meta({ id: 'WidgetConfig' });
export type WidgetConfig = z.infer<typeof WidgetConfigSchema>;

export const OwnerReplySchema = z.object({
  text: z
    .string({ error: 'Escribe una respuesta' })
    .trim()
    .min(1, 'Escribe una respuesta')
    .max(WidgetLimits.replyMax, `La respuesta es demasiado larga (max: ${WidgetLimits.replyMax})`),
});
export type OwnerReply = z.input<typeof OwnerReplySchema>;

/**
 * POST /api/bot/{id}/conversations/{conversationId}/replies: a text, or on WhatsApp an approved template
 * (which reaches the customer after the 24-hour window too).
 */
export const OwnerReplyBodySchema = z
  .object({
    text: OwnerReplySchema.shape.text.optional(),
    template: TemplateReplySchema.optional(),
  })
  .refine((body) => !!body.text !== !!body.template, {
    message: 'Escribe una respuesta',
    path: ['text'],
  });
export type OwnerReplyBody = z.input<typeof OwnerReplyBodySchema>;

/** The handoff state of a conversation, as the owner sees it. */
export const HandoffSchema = z.object({
  /** Until when the bot stays quiet (ISO), or null when it answers. */
  botPausedUntil: z.string().nullable(),
});
export type Handoff = z.infer<typeof HandoffSchema>;

export const HandoffPauseSchema = z.object({ paused: z.boolean() });

export const VisitorUpdatesParamsSchema = z.object({
  botId: z.string().min(1).max(100),
  conversationId: z.string().min(1).max(100),
});
export const VisitorUpdatesQuerySchema = z.object({
  /** The last owner reply the visitor has (ISO); only later ones come back. */
  after: z.iso.datetime({ offset: true }).optional(),
});

export const OwnerMessageSchema = z.object({ _id: z.string(), text: z.string(), createdAt: z.string() });
export type OwnerMessage = z.infer<typeof OwnerMessageSchema>;

/** What a visitor's open chat polls for: the owner's hand-written replies and whether the owner is there. */
export const VisitorUpdatesSchema = z
  .object({
    messages: z.array(OwnerMessageSchema),
    ownerActive: z.boolean(),
    ownerName: z.string(),
  })
  .meta({ id: 'VisitorUpdates' });
export type VisitorUpdates = z.infer<typeof VisitorUpdatesSchema>;
