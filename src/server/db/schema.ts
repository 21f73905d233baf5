import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ConversationChannel, MessagingChannel } from '../../shared/channels';
import type { MessageAttachment } from '../../shared/schemas/attachments';
import type { CollectedValue, ConversationState } from '../../shared/conversation-state';
import type { SetAsideIntent, StoredDataField } from '../../shared/schemas/training';
import type { Closure, HoursRange } from '../../shared/schemas/agenda';
import type { ConversationStatusValue, LeadStage, MemberRoleValue } from '../../shared/schemas/team';

/** Maintained by the bots_search_refresh trigger (migration 0003); never written by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    hero: text('hero'),
    pictureUrl: text('picture_url'),
    bio: text('bio'),
    phone: text('phone'),
    /** What a seller publishes for their buyers (shown on their purchases): a phone and an e-mail. */
    saleContactPhone: text('sale_contact_phone'),
    saleContactEmail: text('sale_contact_email'),
    status: smallint('status').notNull().default(1),
    isSuperUser: boolean('is_super_user').notNull().default(false),
    globalRating: numeric('global_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_hero_key').on(t.hero)],
);

export const categories = pgTable('categories', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  mediaKey: text('media_key').notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  intro: text('intro').notNull(),
  description: text('description').notNull(),
  questions: jsonb('questions').$type<string[]>().notNull(),
  phrases: jsonb('phrases').$type<string[]>().notNull(),
  position: integer('position').notNull(),
});

export const bots = pgTable(
  'bots',
  {
    id: id(),
    alias: text('alias').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    instructions: text('instructions').notNull().default(''),
    categoryKey: text('category_key')
      .notNull()
      .references(() => categories.key),
    /**
     * The kind of business (src/shared/business-types.ts, issue 38): the bot's starter template and a
     * finer filter of the directory than its category. Null for bots made before types existed.
     */
    businessType: text('business_type'),
    pictureUrl: text('picture_url'),
    coverUrl: text('cover_url'),
    locationAddress: text('location_address'),
    locationLatitude: doublePrecision('location_latitude'),
    locationLongitude: doublePrecision('location_longitude'),
    country: text('country'),
    province: text('province'),
    city: text('city'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(1),
    /**
     * A new bot waits unpublished for its first intent, then publishes itself (issue 18): visitors never
     * meet an untrained bot. Cleared once that happens or when the owner sets the status by hand.
     */
    publishWhenTrained: boolean('publish_when_trained').notNull().default(false),
    notificationOn: boolean('notification_on').notNull().default(false),
    notificationEmails: text('notification_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The owner's published contact: a phone in international format (WhatsApp or a line) and an e-mail. */
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /** Also published (issue 38): an http(s) address and an Instagram user name, without "@". */
    contactWebsite: text('contact_website'),
    contactInstagram: text('contact_instagram'),
    /** The owner lets the language model word this bot's replies (when the server has one, issue 22). */
    llmOn: boolean('llm_on').notNull().default(true),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    globalRating: numeric('global_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    /**
     * Data fields (entities) the bot collects, typed by the shared schema (src/shared/schemas/training.ts);
     * replaced whole on each save, as the spec's calls do.
     */
    fields: jsonb('fields').$type<StoredDataField[]>().notNull().default([]),
    /** Topics left out when the owner published before filling their blanks, to complete later (issue 38). */
    setAsideIntents: jsonb('set_aside_intents').$type<SetAsideIntent[]>().notNull().default([]),
    /** The lead pipeline's stages in order (issue 42); null: the default ones (shared/schemas/team.ts). */
    leadStages: jsonb('lead_stages').$type<LeadStage[]>(),
    /** Sites that may embed the bot's widget (host names, optionally with a port); empty means any site. */
    embedDomains: text('embed_domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Bumped on every training change: the engine's cached index is keyed by it. */
    trainingVersion: integer('training_version').notNull().default(0),
    /**
     * Bumped by a trigger on every change to the row, its intents or what its owner shows (name, hero,
     * status): the bot cache of every instance compares it before serving (migration 0016).
     */
    revision: integer('revision').notNull().default(0),
    /** Published bot of a published, activated owner; kept by the bots_search_refresh trigger. */
    listed: boolean('listed').notNull().default(false),
    searchVector: tsvector('search_vector'),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bots_alias_key').on(t.alias),
    index('bots_created_by_idx').on(t.createdBy),
    index('bots_category_idx').on(t.categoryKey),
    index('bots_business_type_idx').on(t.businessType),
  ],
);

export interface IntentFile {
  url: string;
  lazyUrl: string;
}

export const intents = pgTable(
  'intents',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    intention: text('intention').notNull(),
    description: text('description').notNull().default(''),
    questions: jsonb('questions').$type<string[]>().notNull().default([]),
    answers: jsonb('answers').$type<string[]>().notNull().default([]),
    files: jsonb('files').$type<IntentFile[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('intents_bot_idx').on(t.botId)],
);

/** Facts about this installation, such as whether the demo content was loaded once already. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Who uploaded each stored file (the picture and its thumbnail are two rows), recorded at upload time.
 * Saving or deleting a bot, intent or publication removes only files its owner uploaded: any entity may
 * point at any address, and ownership is never read from the address. Files with no row (the demo
 * pictures, uploads older than this table) are never removed.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    url: text('url').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerId)],
);

/** Signed-in sessions: only the SHA-256 of the token is stored; sign-out deletes the row. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use activation and reset tokens, stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['activation', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId),
  ],
);

/** A chat with one bot: identified by its id (kept by the browser), and by the user when signed in. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    collected: jsonb('collected').$type<Record<string, CollectedValue>>().notNull().default({}),
    state: jsonb('state').$type<ConversationState>().notNull(),
    /** The site that embedded the widget ("https://tienda.example"); null on this product's own pages. */
    origin: text('origin'),
    /** ISO 3166 country of the visitor's browser language ("AR"), when it says one. */
    country: text('country'),
    /** Where the visitor writes from: this product's pages, a site's widget, or a messaging channel. */
    channel: text('channel').$type<ConversationChannel>().notNull().default('web'),
    /**
     * On a messaging channel, the customer's id there, which identifies the conversation: on WhatsApp their
     * number's digits, on Messenger the page-scoped id (PSID), on Instagram the Instagram-scoped id (IGSID).
     */
    contactId: text('contact_id'),
    /** Messaging channels: the customer's profile name or handle, shown as the visitor's name. */
    visitorName: text('visitor_name'),
    /** Messaging channels: when the customer last wrote (Meta's time); Meta's reply windows run from it. */
    customerMessageAt: timestamp('customer_message_at', { withTimezone: true }),
    /** The last reply that could not be delivered (Spanish, shown to the owner); cleared by the next one sent. */
    deliveryError: text('delivery_error'),
    deliveryErrorAt: timestamp('delivery_error_at', { withTimezone: true }),
    /** The owner's last reply or keystroke here: the bot stays quiet for 10 minutes after it. */
    ownerActiveAt: timestamp('owner_active_at', { withTimezone: true }),
    /** The member (or the owner) who attends it (issue 42); null: nobody yet. */
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** open, waiting (for the customer) or resolved; a new message from the customer opens it again. */
    status: text('status').$type<ConversationStatusValue>().notNull().default('open'),
    /** The lead's stage in the bot's pipeline (a key of its stages; `new` by default). */
    leadStage: text('lead_stage').notNull().default('new'),
    /** Short labels the team puts on the lead ("mayorista", "urgente"). */
    leadLabels: text('lead_labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Bumped by a trigger on every change to the row: a chat turn answered from a cached copy is stored
     * only if the row is still at the revision it was answered from (migration 0016).
     */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('conversations_bot_idx').on(t.botId, t.updatedAt),
    index('conversations_bot_created_idx').on(t.botId, t.createdAt),
    uniqueIndex('conversations_bot_contact_key')
      .on(t.botId, t.channel, t.contactId)
      .where(sql`${t.contactId} is not null`),
    index('conversations_assignee_idx')
      .on(t.assigneeId)
      .where(sql`${t.assigneeId} is not null`),
    check('conversations_status_check', sql`${t.status} in ('open', 'waiting', 'resolved')`),
  ],
);

export type { ConversationChannel, MessagingChannel };

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    /** "owner": a reply a person of the bot's team wrote by hand from the inbox. */
    from: text('from', { enum: ['user', 'bot', 'owner'] }).notNull(),
    /** Who of the team wrote an "owner" reply (issue 42); null for older ones and for everyone else. */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** Messaging channels: a voice note, a photo, a document, a location or contacts sent with it. */
    attachment: jsonb('attachment').$type<MessageAttachment>(),
    /** The matched intention, "smalltalk.*", "field.*" or "fallback". */
    intent: text('intent'),
    score: doublePrecision('score'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('conversation_messages_bot_idx').on(t.botId, t.createdAt),
    // The inbox's search has a trigram index over f_fold(text), written in SQL (migration 0040) like the
    // directory's search indexes.
    // A user's deletion sets their replies' author to null: found by this, not by reading every message.
    index('conversation_messages_author_idx')
      .on(t.authorId)
      .where(sql`${t.authorId} is not null`),
  ],
);

/** Tip-card phrases, each linked to a bot (managed by super users). */
export const botPhrases = pgTable(
  'bot_phrases',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('bot_phrases_bot_idx').on(t.botId)],
);

/** The platform's frequently asked questions: shown at /questions and answered by the platform bot. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faq_entries_position_idx').on(t.position)],
);

/** A rating of a bot or of a user: one per rater and target. */
export const qualifications = pgTable(
  'qualifications',
  {
    id: id(),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toBotId: text('to_bot_id').references(() => bots.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('qualifications_bot_rater_key')
      .on(t.fromUserId, t.toBotId)
      .where(sql`${t.toBotId} is not null`),
    uniqueIndex('qualifications_user_rater_key')
      .on(t.fromUserId, t.toUserId)
      .where(sql`${t.toUserId} is not null`),
    index('qualifications_bot_idx').on(t.toBotId, t.createdAt),
    index('qualifications_user_idx').on(t.toUserId, t.createdAt),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.botId] }), index('subscriptions_bot_idx').on(t.botId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    /** The addressee: only they can see or touch it. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    fromUserId: text('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    botId: text('bot_id').references(() => bots.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_bot_kind_idx').on(t.botId, t.kind, t.createdAt),
  ],
);

/** Periodic jobs: a row per job and period, claimed by exactly one instance (the primary key decides). */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] })],
);

/**
 * The job worker's queue (lib/jobs, decision 037): one row per piece of background work, claimed by one
 * instance at a time (FOR UPDATE SKIP LOCKED) for a lease, retried with backoff up to `max_attempts`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** Which registered handler runs it. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one row per key (a recurring job's key names its period): "once across instances". */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    /** When it may be claimed: now, later (a retry's backoff) or a period's start. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far; only the latest claim may renew, finish or retry it. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Until when a running claim holds; after it another instance takes the job over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The instance holding the claim (for the log and for people, never for decisions). */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    index('jobs_claim_idx')
      .on(t.runAt)
      .where(sql`status in ('queued', 'running')`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`status in ('done', 'failed')`),
  ],
);

// ---------- Marketplace ----------

/** A product or a service for sale; prices are integer minor units of `currency` (never floats). */
export const publications = pgTable(
  'publications',
  {
    id: id(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typed: text('typed').$type<'product' | 'service'>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Units left (products); null for services, which have no stock. */
    stock: integer('stock'),
    images: jsonb('images').$type<IntentFile[]>().notNull().default([]),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    /** 1 published, 0 paused by its seller. */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('publications_created_by_idx').on(t.createdBy),
    index('publications_list_idx').on(t.status, t.createdAt),
    check('publications_stock_non_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

/** A seller's connected payment account; tokens are sealed (lib/secret-box) and never leave the server. */
export const sellerAccounts = pgTable('seller_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerUserId: text('provider_user_id').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed'),
  publicKey: text('public_key'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  connectedAt: createdAt(),
});

/** The random validation id ("state") of one OAuth attempt: used once, within minutes. */
export const sellerConnectStates = pgTable('seller_connect_states', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type OrderStatus = 'pending' | 'paid' | 'rejected' | 'refunded' | 'expired';
export type DeliveryMethod = 'delivery' | 'pickup';
export type OrderPlacedIn = 'cart' | 'conversation';

/** One seller's cart checked out by one buyer. Units are held from checkout until paid or released. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Null for a guest's order placed in a conversation (issue 40): it belongs to the contact given. */
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    preferenceId: text('preference_id'),
    checkoutUrl: text('checkout_url'),
    /** Until then the units stay held for this buyer; after it the order expires and frees them. */
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * How the seller reaches the buyer and what to deliver, given at checkout in the order's own insert
     * (null only on orders placed before checkout asked for them).
     */
    buyerName: text('buyer_name'),
    buyerEmail: text('buyer_email'),
    /** International format ("+54 9 351 555 0101"). */
    buyerPhone: text('buyer_phone'),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>(),
    /** Only with delivery. */
    deliveryAddress: text('delivery_address'),
    /** The seller's own state: set once, when they mark the sale "Entregado". */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * Where the order was placed: the cart, or a bot's conversation (issue 40). Kept when the bot or the
     * conversation is deleted, so the seller's sales and stats still know it came from the bot.
     */
    placedIn: text('placed_in').$type<OrderPlacedIn>().notNull().default('cart'),
    botId: text('bot_id').references(() => bots.id, { onDelete: 'set null' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /**
     * SHA-256 of the guest's order key: the key itself (in the link the conversation gives) is the only
     * proof a guest has, so it is never stored.
     */
    guestKeyHash: text('guest_key_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_pending_idx').on(t.status, t.holdUntil),
    index('orders_conversation_idx').on(t.conversationId),
    index('orders_bot_idx').on(t.botId, t.createdAt),
    uniqueIndex('orders_guest_key').on(t.guestKeyHash),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept when the publication is deleted later: the order keeps its copy of title and price. */
    publicationId: text('publication_id').references(() => publications.id, { onDelete: 'set null' }),
    typed: text('typed').$type<'product' | 'service'>().notNull(),
    title: text('title').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Each provider payment recorded once: the unique key makes a repeated notification a no-op. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** The built-in sandbox provider's own books: the payments its fake checkout takes. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: id(),
  preferenceId: text('preference_id').notNull(),
  orderId: text('order_id').notNull(),
  sellerProviderUserId: text('seller_provider_user_id').notNull(),
  status: text('status').notNull(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

/** The sandbox's checkouts (MercadoPago keeps these as "preferences"). */
export const sandboxPreferences = pgTable('sandbox_preferences', {
  id: id(),
  orderId: text('order_id').notNull(),
  sellerProviderUserId: text('seller_provider_user_id').notNull(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  title: text('title').notNull(),
  notificationUrl: text('notification_url').notNull(),
  backUrls: jsonb('back_urls').$type<{ success: string; failure: string; pending: string }>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** An unanswered-questions group the owner dealt with: messages of that group up to `resolvedAt` drop out. */
export const unansweredResolutions = pgTable(
  'unanswered_resolutions',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.botId, t.key] })],
);

/**
 * A customer's words the bot could learn as a question of one of its intents (issue 37): the visitor picked
 * that intent's chip after a message the bot could not answer (`chip`), or the owner chose the intent for
 * an unanswered message to decide later (`owner`). The same folded words for the same intent are one row
 * whose `count` grows; the owner approves (the words join the intent's questions) or dismisses it.
 */
export const questionProposals = pgTable(
  'question_proposals',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    intentId: text('intent_id')
      .notNull()
      .references(() => intents.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The words folded (lib/nlu/normalize foldText): what makes two proposals the same. */
    folded: text('folded').notNull(),
    source: text('source').$type<'chip' | 'owner'>().notNull(),
    count: integer('count').notNull().default(1),
    status: text('status').$type<'pending' | 'approved' | 'dismissed'>().notNull().default('pending'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_proposals_same_idx').on(t.botId, t.intentId, t.folded),
    index('question_proposals_pending_idx')
      .on(t.botId, t.lastSeenAt)
      .where(sql`status = 'pending'`),
    index('question_proposals_intent_idx').on(t.intentId),
    check('question_proposals_source', sql`${t.source} in ('chip', 'owner')`),
    check('question_proposals_status', sql`${t.status} in ('pending', 'approved', 'dismissed')`),
  ],
);

/**
 * Visitor messages per bot, UTC day and matched intent ("" when none), kept by the chat as it answers:
 * the owner's analytics read at most days × intents rows instead of scanning every message.
 */
export const botMessageDays = pgTable(
  'bot_message_days',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    intent: text('intent').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.botId, t.day, t.intent] })],
);

/**
 * The language model's use per bot and UTC day (issue 22): `requests` is the daily budget, reserved
 * atomically before each call so every instance counts against the same row; `worded` counts the visitor
 * replies the model actually worded (the owner's own tries left out), for the stats screen.
 */
export const botLlmDays = pgTable(
  'bot_llm_days',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    requests: integer('requests').notNull().default(0),
    worded: integer('worded').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.botId, t.day] })],
);

/** Raw bytes (a source's upload waiting to be processed). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A draft intent found in a source's question-and-answer structure (the shape of PUT /intents). */
export interface StoredDraftIntent {
  name: string;
  description: string;
  questions: string[];
}

/**
 * What a bot knows beyond its intents: a file, a website or pasted text. Processed outside the request
 * (features/sources/source-jobs.ts): the row is the job, claimed with a lease so that it runs once across
 * instances and is taken over when its instance died.
 */
export const sources = pgTable(
  'sources',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'file' | 'url' | 'text'>().notNull(),
    /** pdf, docx, txt, md, csv, html or text: how the content is read. */
    format: text('format').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    status: text('status').$type<'processing' | 'ready' | 'failed'>().notNull().default('processing'),
    /** Spanish, shown to the owner, when `status` is failed. */
    error: text('error'),
    /** 0–100 while processing. */
    progress: integer('progress').notNull().default(0),
    /** Pasted text until processed; cleared then (the passages keep what matters). */
    content: bytea('content'),
    /**
     * Where an uploaded file waits in the file store's private area until processed (decision 036): never
     * in the row, so a 10 MB upload is not written into the database inside the request.
     */
    contentKey: text('content_key'),
    passageCount: integer('passage_count').notNull().default(0),
    drafts: jsonb('drafts').$type<StoredDraftIntent[]>().notNull().default([]),
    /** Claims of the job so far; a completion is accepted only from the latest claim. */
    attempts: integer('attempts').notNull().default(0),
    /** Until when the current claim holds; a later claim takes over (the instance died). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sources_bot_idx').on(t.botId),
    index('sources_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'processing'`),
  ],
);

/** A few sentences of a ready source under their heading: what the chat answers from when no intent does. */
export const passages = pgTable(
  'passages',
  {
    id: id(),
    sourceId: text('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    heading: text('heading').notNull().default(''),
    text: text('text').notNull(),
  },
  (t) => [index('passages_bot_idx').on(t.botId), index('passages_source_idx').on(t.sourceId)],
);

// ---------- WhatsApp (features/messaging) ----------

/**
 * A bot's WhatsApp Business number (Cloud API). The access token is sealed (lib/secret-box) and never leaves
 * the server; a phone number id belongs to one bot. A change bumps the bot's revision (migration 0018), so
 * the public bot answer shows or drops "Escribir por WhatsApp" at once on every instance.
 */
export const whatsappConnections = pgTable(
  'whatsapp_connections',
  {
    botId: text('bot_id')
      .primaryKey()
      .references(() => bots.id, { onDelete: 'cascade' }),
    phoneNumberId: text('phone_number_id').notNull(),
    displayPhoneNumber: text('display_phone_number').notNull(),
    /** The WhatsApp Business Account the number belongs to, where its message templates live (optional). */
    businessAccountId: text('business_account_id'),
    /** The approved template booking reminders go by to customers who booked on WhatsApp (issue 41). */
    reminderTemplate: jsonb('reminder_template').$type<{ name: string; language: string }>(),
    verifiedName: text('verified_name'),
    accessTokenSealed: text('access_token_sealed').notNull(),
    connectedBy: text('connected_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last failed send (Spanish), until one succeeds or the owner connects again. */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    /** When the owner was told sends fail; one notice per streak of failures. */
    errorNotifiedAt: timestamp('error_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('whatsapp_connections_phone_key').on(t.phoneNumberId)],
);

export type ChannelJobStatus = 'pending' | 'done' | 'ignored' | 'failed';

/**
 * Customer messages received by a messaging channel's webhook (WhatsApp, Messenger, Instagram): stored
 * before the 200, answered outside the request. The row is the job (claimed with a lease, like sources);
 * a channel's message id is unique, so a redelivered message is stored and answered once.
 */
export const channelInbound = pgTable(
  'channel_inbound',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    channel: text('channel').$type<MessagingChannel>().notNull(),
    /** The channel's id of the message (WhatsApp's wamid…, Messenger's and Instagram's mid). */
    messageId: text('message_id').notNull(),
    /** The business's account that received it: a WhatsApp phone number id, a page id, an Instagram id. */
    accountId: text('account_id').notNull(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    /** The customer's id on the channel (the conversation's contact id). */
    senderId: text('sender_id').notNull(),
    profileName: text('profile_name'),
    type: text('type').notNull(),
    /** The message object as Meta sent it. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Meta's timestamp of the message. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ChannelJobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('channel_inbound_message_key').on(t.channel, t.messageId),
    index('channel_inbound_pending_idx')
      .on(t.seq)
      .where(sql`status = 'pending'`),
    index('channel_inbound_sender_idx').on(t.botId, t.channel, t.senderId, t.seq),
  ],
);

/**
 * Messages to send through a channel's API, written in the transaction that stores the turn or the owner's
 * hand reply; sent by a worker in order per conversation, retried with backoff on 5xx, 429 and network
 * failures, failed for good on any other answer.
 */
export const channelOutbox = pgTable(
  'channel_outbox',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    channel: text('channel').$type<MessagingChannel>().notNull(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The account it is sent from (as in channel_inbound). */
    accountId: text('account_id').notNull(),
    /** The request body for the channel's send endpoint. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** 'bot' (a reply of the bot) or 'owner' (a hand reply). */
    author: text('author').$type<'bot' | 'owner'>().notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    /** The id the channel gave the sent message (wamid…, mid…). */
    messageId: text('message_id'),
    /** The transcript's message this send carries (a bot reply may take several sends; null for old rows). */
    conversationMessageId: text('conversation_message_id'),
    /** What the channel's receipts said after the send: delivered, read, or failed (with `error`). */
    delivery: text('delivery').$type<'delivered' | 'read' | 'failed'>(),
    deliveryAt: timestamp('delivery_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('channel_outbox_pending_idx')
      .on(t.seq)
      .where(sql`status = 'pending'`),
    index('channel_outbox_conversation_idx').on(t.conversationId, t.seq),
    index('channel_outbox_message_idx')
      .on(t.channel, t.messageId)
      .where(sql`message_id is not null`),
  ],
);

/**
 * A bot's Facebook page (Messenger) or Instagram professional account (issue 41): one row per platform. The
 * access token is sealed (lib/secret-box) and never leaves the server; a page or account answers for one bot.
 */
export const metaConnections = pgTable(
  'meta_connections',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<'messenger' | 'instagram'>().notNull(),
    /** The page id (Messenger) or the Instagram professional account id. */
    accountId: text('account_id').notNull(),
    /** The page's name or the account's @username, as the Graph API gave it. */
    name: text('name').notNull(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    connectedBy: text('connected_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last failed send (Spanish), until one succeeds or the owner connects again. */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    errorNotifiedAt: timestamp('error_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.botId, t.platform] }),
    uniqueIndex('meta_connections_account_key').on(t.platform, t.accountId),
  ],
);

/**
 * A bot's opening hours (issue 39): one row per bot that has them. The weekly ranges and the closures are
 * JSON (replaced whole on each save, as the owner's form sends them); the directory's "Abierto ahora"
 * reads them in SQL on the business's clock (`at time zone`), the bot page through Luxon (hours/schedule).
 */
export const botHours = pgTable('bot_hours', {
  botId: text('bot_id')
    .primaryKey()
    .references(() => bots.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  weekly: jsonb('weekly').$type<HoursRange[]>().notNull(),
  closures: jsonb('closures').$type<Closure[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bot's booking rules (issue 39): whether it takes bookings, how much notice and how far ahead, how many
 * people at once, and the private key of its calendar feed. Its row is also the lock a booking takes
 * (`select … for update`): two bookings of one bot are checked one after the other, on every instance.
 */
export const botBooking = pgTable('bot_booking', {
  botId: text('bot_id')
    .primaryKey()
    .references(() => bots.id, { onDelete: 'cascade' }),
  bookingOn: boolean('booking_on').notNull().default(false),
  leadTimeMin: integer('lead_time_min').notNull().default(60),
  horizonDays: integer('horizon_days').notNull().default(30),
  capacity: integer('capacity').notNull().default(1),
  /** The calendar feed's key (a random token in its address); regenerated on request. */
  feedKey: text('feed_key'),
  updatedAt: updatedAt(),
});

/** What a bot's business books: a name, a duration and an optional price (integer minor units). */
export const bookingServices = pgTable(
  'booking_services',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    durationMin: integer('duration_min').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }),
    currency: text('currency'),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('booking_services_bot_idx').on(t.botId, t.position)],
);

export type AppointmentStatusValue = 'booked' | 'cancelled' | 'done' | 'no_show';

/**
 * A booked time. The service's name and duration are copied: a service removed or changed later leaves its
 * appointments as they were booked. The visitor's private link holds a token of which only the hash is kept.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').references(() => bookingServices.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    status: text('status').$type<AppointmentStatusValue>().notNull().default('booked'),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    note: text('note').notNull().default(''),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    manageTokenHash: text('manage_token_hash').notNull(),
    /** Set by the reminder job when it claims the appointment: a reminder goes out once, on one instance. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_bot_start_idx').on(t.botId, t.startAt),
    uniqueIndex('appointments_manage_token_key').on(t.manageTokenHash),
    index('appointments_reminder_idx')
      .on(t.startAt)
      .where(sql`${t.status} = 'booked' and ${t.reminderSentAt} is null`),
    check('appointments_time_check', sql`${t.endAt} > ${t.startAt}`),
    check('appointments_status_check', sql`${t.status} in ('booked', 'cancelled', 'done', 'no_show')`),
  ],
);

/**
 * The people who run a bot besides its owner (issue 42, decision 055): an admin (everything but deleting the
 * bot) or an agent (inbox, leads, agenda and hand replies). A row is an invitation until someone accepts
 * it: then `userId` is set and the token is gone. The owner is the bot's `createdBy`, never a row here.
 */
export const botMembers = pgTable(
  'bot_members',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    /** The address the invitation went to (lowercase). */
    email: text('email').notNull(),
    role: text('role').$type<MemberRoleValue>().notNull(),
    /** Null while the invitation waits. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invitation's token, hashed; null once accepted. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bot_members_bot_email_key').on(t.botId, t.email),
    uniqueIndex('bot_members_bot_user_key')
      .on(t.botId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('bot_members_token_key')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
    index('bot_members_user_idx').on(t.userId),
    check('bot_members_role_check', sql`${t.role} in ('admin', 'agent')`),
  ],
);

/** Private notes on a lead (a conversation that left data), with their author and time (issue 42). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** Saved answers a person inserts in a hand reply by their shortcut ("/horario"), per bot (issue 42). */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    /** Lowercase letters, digits and dashes, without the slash. */
    shortcut: text('shortcut').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('canned_replies_bot_shortcut_key').on(t.botId, t.shortcut)],
);

/**
 * What a person who runs a bot wants to hear about it (issue 42): e-mails (the owner's on by default, a
 * member's off) and Web Push alerts by kind. No row means the defaults.
 */
export const botAlertPreferences = pgTable(
  'bot_alert_preferences',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: boolean('email').notNull(),
    /** The push alerts chosen (src/shared/schemas/team.ts ALERT_KINDS). */
    push: text('push').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.botId, t.userId] })],
);

/** A browser's Web Push subscription for a signed-in user (issue 42): one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** The last time the push service accepted a message for it. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** An owner's outgoing webhook (issue 43, decision 056): where a bot's events are POSTed, signed. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The events chosen (src/shared/schemas/integrations.ts WEBHOOK_EVENTS). */
    events: text('events').array().notNull(),
    /** The signing secret, sealed with SECRETS_KEY (lib/secret-box). */
    secretSealed: text('secret_sealed').notNull(),
    status: text('status').$type<'active' | 'paused'>().notNull().default('active'),
    /** The first failure since the last success; a day of failures pauses the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_bot_idx').on(t.botId)],
);

/**
 * One event for one endpoint, and what became of it: its attempts are made by the job worker (a
 * `webhook-delivery` job per row); a resend is a new row with the same event id.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The exact JSON sent (`{ id, type, createdAt, botId, data }`), signed anew at each attempt. */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    error: text('error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);

/** An owner's API key (issue 43, decision 057): only a hash of the token is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_key').on(t.tokenHash),
    index('api_keys_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A bot's trained model as `v8.serialize` wrote it, deflated (issue 44, decision 063): an instance that does not have
 * the bot in memory loads it instead of training. Valid only for the training version, the region and the
 * engine (`fingerprint`: its code and data) it was trained with; anything else is trained anew and replaces it.
 */
export const botModels = pgTable('bot_models', {
  botId: text('bot_id')
    .primaryKey()
    .references(() => bots.id, { onDelete: 'cascade' }),
  trainingVersion: integer('training_version').notNull(),
  region: text('region'),
  fingerprint: text('fingerprint').notNull(),
  model: bytea('model').notNull(),
  createdAt: createdAt(),
});

/**
 * The directory's words (folded, letters only), each once: a typo is corrected against them (the nearest
 * by trigrams, through a GiST index) before full text runs again, so a misspelt search never compares the
 * term with every bot (issue 44, decision 064). Filled by the bots_search_refresh trigger from listed bots
 * (migration 0042); never read by anything else. Words of bots that left stay: a correction to one finds
 * nothing, as the misspelt term did.
 */
export const directoryWords = pgTable('directory_words', {
  word: text('word').primaryKey(),
});
