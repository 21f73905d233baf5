import { normalizeContactPhone, normalizeInstagram, normalizeWebsite } from '../contact';
import { z } from 'zod';
import { BUSINESS_TYPE_KEYS, businessTypeOf } from '../business-types';
import { CATEGORY_KEYS } from '../categories';
import { Paging } from '../constants';
import { msg } from '../messages.es';
import { SLUG_PATTERN } from '../validations';
import { StatusSchema } from './accounts';
import { DirectoryQuerySchema } from './directory';
import { UploadUrlSchema } from './files';
import { HoursSchema, HoursStatusSchema } from './agenda';
import { DataFieldSchema, IntentSchema, SetAsideIntentSchema } from './training';

const m = msg.bot;

export const BotLimits = {
  aliasMax: 50,
  nameMin: 3,
  nameMax: 50,
  descriptionMax: 300,
  instructionsMax: 500,
  tagMax: 40,
  tagsMax: 20,
  addressMin: 15,
  placeMax: 100,
  notificationEmailsMax: 10,
} as const;

/**
 * First path segments of the app and the API: a bot at /{alias} must never shadow them.
 * Includes the marketplace routes to come.
 */
export const RESERVED_ALIASES = new Set([
  'a',
  'about',
  'admin',
  'api',
  'assets',
  'auth',
  'b',
  'bot',
  'bots',
  'cart',
  'checkout',
  'contact',
  'dashboard',
  'docs',
  'error',
  'favicon',
  'help',
  'invitaciones',
  'login',
  'logout',
  'marketplace',
  'new',
  'orders',
  'privacy',
  'publication',
  'publications',
  'questions',
  'robots',
  'search',
  'settings',
  'signin',
  'signup',
  'sitemap',
  'static',
  'terms',
  'uploads',
  'vocero',
]);

export const AliasSchema = z
  .string({ error: m.aliasRequired })
  .trim()
  .transform((value) => value.toLowerCase())
  .pipe(
    z
      .string()
      .min(1, m.aliasRequired)
      .max(BotLimits.aliasMax, m.aliasLong)
      .regex(SLUG_PATTERN, m.aliasFormat)
      .refine((alias) => !RESERVED_ALIASES.has(alias), m.aliasReserved),
  );

const optionalPlace = z.string().trim().max(BotLimits.placeMax).nullable().optional();

export const BotInputSchema = z
  .object({
    categoryKey: z.enum(CATEGORY_KEYS, { error: m.categoryRequired }),
    /** The kind of business (issue 38); left out keeps the stored one, null clears it. */
    businessType: z.enum(BUSINESS_TYPE_KEYS, { error: m.businessTypeUnknown }).nullable().optional(),
    alias: AliasSchema,
    name: z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .min(BotLimits.nameMin, m.nameShort)
      .max(BotLimits.nameMax, m.nameLong),
    description: z
      .string({ error: m.descriptionRequired })
      .trim()
      .min(1, m.descriptionRequired)
      .max(BotLimits.descriptionMax, m.descriptionLong),
    // Required (spec section 5). The form renders it only when the platform has a language model (its only
    // reader) and otherwise sends the bot's own or the catalog's default (decision 044).
    instructions: z
      .string({ error: m.instructionsRequired })
      .trim()
      .min(1, m.instructionsRequired)
      .max(BotLimits.instructionsMax, m.instructionsLong),
    pictureUrl: UploadUrlSchema.nullable().optional(),
    coverUrl: UploadUrlSchema.nullable().optional(),
    locationAddress: z.string().trim().max(300).nullable().optional(),
    locationLatitude: z.number().min(-90).max(90).nullable().optional(),
    locationLongitude: z.number().min(-180).max(180).nullable().optional(),
    country: optionalPlace,
    province: optionalPlace,
    city: optionalPlace,
    tags: z
      .array(
        z
          .string()
          .trim()
          .transform((tag) => tag.toLowerCase())
          .pipe(z.string().min(1, m.tagsRequired).max(BotLimits.tagMax, m.tagLong)),
        { error: m.tagsRequired },
      )
      .min(1, m.tagsRequired)
      .max(BotLimits.tagsMax, m.tagsMany)
      .transform((tags) => [...new Set(tags)]),
    status: StatusSchema.default(1),
    /** The language model may word this bot's replies (when the platform has one); left out keeps it as it is. */
    llmOn: z.boolean().optional(),
    notificationOn: z.boolean().default(false),
    notificationEmails: z
      .array(z.string().trim().toLowerCase().pipe(z.email(m.emailInvalid)))
      .max(BotLimits.notificationEmailsMax, m.emailsMany)
      .refine((emails) => new Set(emails).size === emails.length, m.emailDuplicate)
      .default([]),
    /** The owner's published contact: a WhatsApp or phone number, read with the bot's country as default. */
    contactPhone: z
      .string()
      .trim()
      .max(40, m.contactPhoneInvalid)
      .nullable()
      .optional()
      .transform((value) => value || null),
    contactEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, m.emailInvalid)
      .nullable()
      .optional()
      .transform((value) => value || null)
      .pipe(z.email(m.emailInvalid).nullable()),
    /** Also published: the business's website and Instagram, as people type them (stored normalised). */
    contactWebsite: z
      .string()
      .trim()
      .max(200, m.websiteInvalid)
      .nullable()
      .optional()
      .transform((value) => value || null),
    contactInstagram: z
      .string()
      .trim()
      .max(80, m.instagramInvalid)
      .nullable()
      .optional()
      .transform((value) => value || null),
  })
  .superRefine((bot, ctx) => {
    const type = businessTypeOf(bot.businessType);
    if (type && type.categoryKey !== bot.categoryKey) {
      ctx.addIssue({ code: 'custom', path: ['businessType'], message: m.businessTypeOtherCategory });
    }
    if (bot.contactPhone && !normalizeContactPhone(bot.contactPhone, bot.country)) {
      ctx.addIssue({ code: 'custom', path: ['contactPhone'], message: m.contactPhoneInvalid });
    }
    if (bot.contactWebsite && !normalizeWebsite(bot.contactWebsite)) {
      ctx.addIssue({ code: 'custom', path: ['contactWebsite'], message: m.websiteInvalid });
    }
    if (bot.contactInstagram && !normalizeInstagram(bot.contactInstagram)) {
      ctx.addIssue({ code: 'custom', path: ['contactInstagram'], message: m.instagramInvalid });
    }
    // A location is all or nothing: an address of 15+ characters with its coordinates.
    const hasAddress = !!bot.locationAddress;
    const hasCoordinates = bot.locationLatitude != null && bot.locationLongitude != null;
    if (!hasAddress && !hasCoordinates) return;
    if (!hasAddress) ctx.addIssue({ code: 'custom', path: ['locationAddress'], message: m.addressRequired });
    else if (bot.locationAddress!.length < BotLimits.addressMin) {
      ctx.addIssue({ code: 'custom', path: ['locationAddress'], message: m.addressShort });
    }
    if (!hasCoordinates)
      ctx.addIssue({ code: 'custom', path: ['locationLatitude'], message: m.coordinatesRequired });
  });
export type BotInput = z.input<typeof BotInputSchema>;
export type BotData = z.output<typeof BotInputSchema>;

export const CreatorSchema = z.object({ _id: z.string(), hero: z.string().nullable(), name: z.string() });

export const BotSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    categoryKey: z.string(),
    /** The kind of business (src/shared/business-types.ts), null for bots made before types existed. */
    businessType: z.string().nullable(),
    alias: z.string(),
    name: z.string(),
    description: z.string(),
    /** Owner and super users only; empty for others. */
    instructions: z.string(),
    pictureUrl: z.string().nullable(),
    coverUrl: z.string().nullable(),
    locationAddress: z.string().nullable(),
    locationLatitude: z.number().nullable(),
    locationLongitude: z.number().nullable(),
    country: z.string().nullable(),
    province: z.string().nullable(),
    city: z.string().nullable(),
    tags: z.array(z.string()),
    status: z.number().int(),
    /**
     * Unpublished until its first intent, then published by itself (a new bot starts so, issue 18). True
     * only while waiting; owner and super users only, false for others.
     */
    publishWhenTrained: z.boolean(),
    notificationOn: z.boolean(),
    /** The language model may word its replies, when the platform has one (decision 027). */
    llmOn: z.boolean(),
    /** Owner and super users only; empty for others. */
    notificationEmails: z.array(z.string()),
    /** What the owner publishes for visitors to reach them: a phone (international format) and an e-mail. */
    contactPhone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    /** An http(s) address, and an Instagram user name without "@". */
    contactWebsite: z.string().nullable(),
    contactInstagram: z.string().nullable(),
    createdBy: CreatorSchema,
    globalRating: z.number(),
    ratingsCount: z.number().int(),
    /**
     * Open at the time of the answer (of the listing, in a list), on the business's clock (its hours, issue
     * 39); null without hours.
     */
    openNow: z.boolean().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Bot' });
export type Bot = z.infer<typeof BotSchema>;

/** A bot with its training: intents for everyone (their answers are public through chat), fields for managers. */
export const BotDetailSchema = BotSchema.extend({
  intents: z.array(IntentSchema),
  fields: z.array(DataFieldSchema),
  /** Topics left out when publishing before their blanks were filled (owner and super users only). */
  setAside: z.array(SetAsideIntentSchema),
  /** Sites allowed to embed the widget (owner and super users only; empty for others and when any site may). */
  embedDomains: z.array(z.string()),
  /**
   * The bot's connected WhatsApp number, for "Escribir por WhatsApp": the number as shown and its wa.me
   * link; null when the bot has no WhatsApp.
   */
  whatsapp: z.object({ phone: z.string(), url: z.string() }).nullable(),
  /** Its opening hours (issue 39), null until the owner sets them. */
  hours: HoursSchema.nullable(),
  /** Until when it is open, or when it opens next; null without hours. */
  hoursStatus: HoursStatusSchema.nullable(),
  /** The caller's role when they run the bot (issue 42): owner (or a super user), admin or agent. */
  viewerRole: z.enum(['owner', 'admin', 'agent']).optional(),
}).meta({ id: 'BotDetail' });
export type BotDetail = z.infer<typeof BotDetailSchema>;

export const BotListSchema = z.object({
  bots: z.array(BotSchema),
  /** The matches, counted up to a bound (a broad term at a million bots is never counted in full). */
  total: z.number().int(),
  /** The directory only: true when there are more matches than `total` says ("más de 1.000"). */
  totalCapped: z.boolean().optional(),
  totalPages: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type BotList = z.infer<typeof BotListSchema>;

const page = z.coerce.number().int().min(1).max(10_000).default(Paging.defaultPage);
const pageSize = z.coerce.number().int().min(1).max(Paging.maxPageSize).default(Paging.botsPageSize);
const filterText = z.string().trim().max(100).optional();

/** GET /bots: the directory's filter and a page of it. */
export const BotListQuerySchema = DirectoryQuerySchema.extend({ page, pageSize });
export type BotListQuery = z.output<typeof BotListQuerySchema>;

export const OwnBotListQuerySchema = z.object({ page, pageSize, term: filterText });
export const BotParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const UserBotsParamsSchema = z.object({ userId: z.string().min(1).max(100) });
export const BotResponseSchema = z.object({ bot: BotDetailSchema });

export const TagListSchema = z.object({
  tags: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
/** GET /bots/alias-check: is an alias free for a new bot, or for the caller's bot `botId`? */
export const AliasCheckQuerySchema = z.object({
  alias: z.string().max(200),
  botId: z.string().min(1).max(100).optional(),
});
export const AliasCheckSchema = z.object({
  alias: z.string(),
  available: z.boolean(),
  /** Why not, in Spanish, when it is not. */
  message: z.string().nullable(),
});

export const TagQuerySchema = z.object({
  term: z.string().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const LocationQuerySchema = z.object({ country: filterText, province: filterText });
export const CountryListSchema = z.object({
  countries: z.array(
    z.object({ key: z.string(), name: z.string(), flag: z.string(), count: z.number().int() }),
  ),
});
export const PlaceListSchema = z.object({
  places: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
