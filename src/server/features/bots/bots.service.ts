import { businessTypeOf } from '../../../shared/business-types';
import { findHours } from '../hours/hours.repo';
import { normalizeContactPhone, normalizeInstagram, normalizeWebsite } from '../../../shared/contact';
import { BotStatus } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import { AliasSchema, type BotData, type BotListQuery } from '../../../shared/schemas/bots';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { canSeeUser } from '../accounts/accounts.policy';
import { findUserByRef } from '../accounts/accounts.repo';
import { removeOwnedFiles } from '../files/owned-files';
import { profileChanges } from '../notifications/bot-news';
import { notifySubscribers } from '../notifications/subscribers';
import type { UserRow } from '../../lib/user-row';
import type { BotStamp } from './bot-cache';
import { canManageBot, canSeeBot, roleCan, type BotPermission } from './bots.policy';
import { findMemberRole } from './bot-members.repo';
import type { BotRole } from '../../../shared/schemas/team';
import * as repo from './bots.repo';
import { isKeyActor } from '../../lib/api-key-actor';
import { assertPublishable } from './publish-guard';

const aliasTaken = () => new AppError('alias_taken', 409, msg.bot.aliasTaken, { alias: msg.bot.aliasTaken });
const notFound = () => new AppError('not_found', 404, msg.bot.notFound);
/**
 * A bot that exists but is hidden (unpublished, or its owner's account is): still a 404, so robots drop it,
 * but the visitor who followed a link learns it is paused rather than gone (issue 18).
 */
const unavailable = () => new AppError('bot_unavailable', 404, msg.bot.unavailable);

function columnsOf(data: BotData) {
  const hasLocation = !!data.locationAddress;
  return {
    categoryKey: data.categoryKey,
    alias: data.alias,
    name: data.name,
    description: data.description,
    instructions: data.instructions,
    tags: data.tags,
    status: data.status,
    notificationOn: data.notificationOn,
    notificationEmails: data.notificationOn ? data.notificationEmails : [],
    contactPhone: data.contactPhone ? normalizeContactPhone(data.contactPhone, data.country) : null,
    contactEmail: data.contactEmail,
    contactWebsite: data.contactWebsite ? normalizeWebsite(data.contactWebsite) : null,
    contactInstagram: data.contactInstagram ? normalizeInstagram(data.contactInstagram) : null,
    // Removing the location clears the address, the coordinates and the place names together.
    locationAddress: hasLocation ? data.locationAddress! : null,
    locationLatitude: hasLocation ? data.locationLatitude! : null,
    locationLongitude: hasLocation ? data.locationLongitude! : null,
    country: hasLocation ? data.country || null : null,
    province: hasLocation ? data.province || null : null,
    city: hasLocation ? data.city || null : null,
    ...(data.pictureUrl !== undefined ? { pictureUrl: data.pictureUrl } : {}),
    ...(data.coverUrl !== undefined ? { coverUrl: data.coverUrl } : {}),
    ...(data.llmOn !== undefined ? { llmOn: data.llmOn } : {}),
    ...(data.businessType !== undefined ? { businessType: data.businessType } : {}),
  };
}

/**
 * Whether an alias is free (the bot form checks as the owner types, issue 38): for a new bot, or for the
 * caller's own bot `botId` (its current alias is free for it). A malformed alias says why, as the form would.
 */
export async function checkAlias(ctx: AppContext, actor: UserRow, alias: string, botId?: string) {
  const parsed = AliasSchema.safeParse(alias);
  if (!parsed.success) {
    return { alias, available: false, message: parsed.error.issues[0]?.message ?? msg.bot.aliasFormat };
  }
  const own = botId ? await repo.findBotByRef(ctx.database.db, botId) : undefined;
  const exceptId = own && canManageBot(actor, own) ? own.id : undefined;
  const taken = await repo.aliasTaken(ctx.database.db, parsed.data, exceptId);
  return { alias: parsed.data, available: !taken, message: taken ? msg.bot.aliasTaken : null };
}

/** A bot the viewer may see, else 404 (hidden bots are not revealed to others). */
export async function getVisibleBot(ctx: AppContext, viewer: UserRow | null | undefined, ref: string) {
  const bot = await repo.findBotByRef(ctx.database.db, ref);
  if (!bot || !canSeeBot(viewer, bot)) throw notFound();
  return bot;
}

/**
 * A bot the viewer may see, else 404, from the bot cache: what the public reads (the bot's page, its
 * chat) use. The cache is never stale after a save; writes still load the bot they change themselves.
 */
export async function getPublicBot(
  ctx: AppContext,
  viewer: UserRow | null | undefined,
  ref: string,
  /** The bot's id and revision, when the caller's own statement read them (see BotCache.find). */
  stamp?: BotStamp,
) {
  const cached = await ctx.botCache.find(ref, stamp);
  if (!cached) throw notFound();
  if (!canSeeBot(viewer, cached.bot)) throw unavailable();
  return cached;
}

/**
 * As getPublicBot, and the caller's role when they run the bot: a member reads it even while it is
 * unpublished. A signed-in visitor costs one more indexed read (their membership); an anonymous one none.
 */
export async function getBotForViewer(ctx: AppContext, viewer: UserRow | null | undefined, ref: string) {
  const cached = await ctx.botCache.find(ref);
  if (!cached) throw notFound();
  const role = await roleIn(ctx, viewer, cached.bot);
  if (!role && !canSeeBot(viewer, cached.bot)) throw unavailable();
  return { cached, role };
}

/**
 * As getPublicBot, from this instance's copy without asking the database, for a caller whose write checks
 * the bot's revision when it commits and starts over when it moved (the chat). A bot the copy would hide
 * is looked up afresh before the 404: a bot published a moment ago must not stay hidden.
 */
export async function getCachedPublicBot(ctx: AppContext, viewer: UserRow | null | undefined, ref: string) {
  const cached = await ctx.botCache.cached(ref);
  if (cached && canSeeBot(viewer, cached.bot)) return cached;
  return getPublicBot(ctx, viewer, ref);
}

/** What the caller is to the bot: its owner (a super user counts as one), a member, or nothing. */
export async function roleIn(
  ctx: AppContext,
  actor: UserRow | null | undefined,
  bot: { id: string; createdBy: string },
): Promise<BotRole | null> {
  if (!actor) return null;
  // An API key acts for its owner's own bots only (decision 057).
  if (isKeyActor(actor)) return actor.id === bot.createdBy ? 'owner' : null;
  if (canManageBot(actor, bot)) return 'owner';
  return (await findMemberRole(ctx.database.db, bot.id, actor.id)) ?? null;
}

/**
 * The bot behind every owner route (editing, training, sources, inbox, WhatsApp, widget…), when the caller's
 * role in it carries the permission the route needs (bots.policy roleCan: its owner or a super user, an
 * admin, an agent), else 404, the same answer as for a bot that does not exist, so a stranger or an agent
 * never learns what lies behind a route they may not use (issues 36 and 42).
 */
export async function requireBot(ctx: AppContext, actor: UserRow, ref: string, permission: BotPermission) {
  const bot = await repo.findBotByRef(ctx.database.db, ref);
  if (!bot) throw notFound();
  const role = await roleIn(ctx, actor, bot);
  if (!roleCan(role, permission)) throw notFound();
  return Object.assign(bot, { role: role! });
}

/** The bot when the caller may change its setup: its owner, a super user or an admin (`manage`). */
export async function requireManagedBot(ctx: AppContext, actor: UserRow, ref: string) {
  return requireBot(ctx, actor, ref, 'manage');
}

/**
 * A new bot has no intents yet: visitors would meet a bot that knows nothing. Asked to be published, it
 * waits unpublished and publishes itself with its first intent (training.service); the owner can still
 * publish it before that, on purpose, by saving it published again (updateBot).
 */
export async function createBot(ctx: AppContext, actor: UserRow, data: BotData) {
  await ctx.rateLimiter.consume('botCreateUser', actor.id, msg.api.creatingTooFast);
  const db = ctx.database.db;
  if (await repo.aliasTaken(db, data.alias)) throw aliasTaken();
  const wantsPublished = data.status === BotStatus.published;
  try {
    const id = await repo.insertBot(db, {
      ...columnsOf(data),
      status: BotStatus.unpublished,
      publishWhenTrained: wantsPublished,
      createdBy: actor.id,
    });
    return (await repo.findBotByRef(db, id))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw aliasTaken();
    throw error;
  }
}

export async function updateBot(ctx: AppContext, actor: UserRow, ref: string, data: BotData) {
  const db = ctx.database.db;
  const bot = await requireManagedBot(ctx, actor, ref);
  if (await repo.aliasTaken(db, data.alias, bot.id)) throw aliasTaken();
  const replacedPictures = [
    data.pictureUrl !== undefined && data.pictureUrl !== bot.pictureUrl ? bot.pictureUrl : null,
    data.coverUrl !== undefined && data.coverUrl !== bot.coverUrl ? bot.coverUrl : null,
  ];
  // A bot waiting for its first intent is unpublished; saved unpublished again (the form's switch left as
  // it was), it keeps waiting. Any status the owner sets by hand ends the wait: publishing it now is a choice.
  const keepsWaiting = bot.publishWhenTrained && data.status === bot.status;
  try {
    await db.transaction(async (tx) => {
      if (data.status === BotStatus.published) {
        // The bot's row stays locked until commit: an intent save cannot slip blanks in meanwhile.
        await repo.lockBot(tx, bot.id);
        assertPublishable(await repo.findIntentsOf(tx, bot.id));
      }
      // A type left out is kept, unless the bot moves to a category the type is not part of.
      const keptType = businessTypeOf(bot.businessType);
      const typeMoved =
        data.businessType === undefined && keptType && keptType.categoryKey !== data.categoryKey;
      const columns = columnsOf(data);
      await repo.updateBotDetails(tx, bot.id, {
        ...columns,
        ...(typeMoved ? { businessType: null } : {}),
        publishWhenTrained: keepsWaiting,
      });
      const parts = profileChanges(bot, {
        ...columns,
        contactEmail: columns.contactEmail ?? null,
        pictureUrl: columns.pictureUrl !== undefined ? columns.pictureUrl : bot.pictureUrl,
      });
      await notifySubscribers(
        tx,
        { id: bot.id, name: data.name, createdBy: bot.createdBy, status: data.status },
        { kind: 'profile', parts },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw aliasTaken();
    throw error;
  }
  await removeOwnedFiles(ctx, bot.createdBy, replacedPictures);
  return Object.assign((await repo.findBotByRef(db, bot.id))!, { role: bot.role });
}

/** Deletes the bot and, by cascade in the same statement, its intents, fields, ratings and subscriptions. */
export async function deleteBot(ctx: AppContext, actor: UserRow, ref: string) {
  const db = ctx.database.db;
  const bot = await requireBot(ctx, actor, ref, 'delete');
  const files = await db.transaction(async (tx) => {
    const intentFiles = await repo.findIntentFilesOf(tx, [bot.id]);
    await repo.deleteBotRow(tx, bot.id);
    return [
      bot.pictureUrl,
      bot.coverUrl,
      ...intentFiles.flatMap((row) => row.files.flatMap((f) => [f.url, f.lazyUrl])),
    ];
  });
  // Files go only after the rows are gone: a failed delete never leaves a bot without its pictures.
  await removeOwnedFiles(ctx, bot.createdBy, files);
}

/** The sites allowed to embed the bot's widget (features/widget); an empty list allows any site. */
export async function saveEmbedDomains(ctx: AppContext, actor: UserRow, ref: string, domains: string[]) {
  const bot = await requireManagedBot(ctx, actor, ref);
  return repo.setEmbedDomains(ctx.database.db, bot.id, domains);
}

// ---------- Reads of the directory and of a user's bots ----------

/** One page of the public directory, as the visitor filtered and ordered it. */
export function listDirectory(ctx: AppContext, query: BotListQuery) {
  return repo.findBots(ctx.database.db, repo.listQueryToFilters(query), query.page, query.pageSize);
}

/** One page of the user's own bots, published or not. */
export function listOwnBots(
  ctx: AppContext,
  owner: UserRow,
  query: { term?: string | undefined; page: number; pageSize: number },
) {
  return repo.findBots(
    ctx.database.db,
    { term: query.term, ownerId: owner.id, includeHidden: true },
    query.page,
    query.pageSize,
  );
}

/**
 * One page of a user's bots (by hero or _id): published ones, or all of them for the owner and super
 * users (`manages`). A user the viewer may not see is a 404, as on their profile.
 */
export async function listBotsOfUser(
  ctx: AppContext,
  viewer: UserRow | null | undefined,
  userRef: string,
  query: { term?: string | undefined; page: number; pageSize: number },
) {
  const owner = await findUserByRef(ctx.database.db, userRef);
  if (!owner || !owner.activatedAt || !canSeeUser(viewer, owner)) {
    throw new AppError('not_found', 404, msg.profile.notFound);
  }
  const manages = canManageBot(viewer, { createdBy: owner.id });
  const page = await repo.findBots(
    ctx.database.db,
    { term: query.term, ownerId: owner.id, includeHidden: manages },
    query.page,
    query.pageSize,
  );
  return { ...page, manages };
}

export function intentsOf(ctx: AppContext, botId: string) {
  return repo.findIntentsOf(ctx.database.db, botId);
}

/** Its opening hours (features/hours), null without them. */
export function hoursOf(ctx: AppContext, botId: string) {
  return findHours(ctx.database.db, botId);
}

/** Tags of visible bots, most used first, optionally starting with `term`. */
export function listTags(ctx: AppContext, term: string | undefined, limit: number) {
  return repo.findTags(ctx.database.db, term, limit);
}

/** Distinct values of one location column among visible bots, with counts. */
export function listPlaces(
  ctx: AppContext,
  column: 'country' | 'province' | 'city',
  within: { country?: string | undefined; province?: string | undefined },
) {
  return repo.findPlaces(ctx.database.db, column, within);
}
