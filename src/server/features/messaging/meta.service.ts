import { msg } from '../../../shared/messages.es';
import type { MetaConnection, MetaPlatform } from '../../../shared/schemas/meta';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { seal } from '../../lib/secret-box';
import type { UserRow } from '../../lib/user-row';
import { requireManagedBot } from '../bots/bots.service';
import { insertInbound } from './channel-queue.repo';
import { GraphError } from './graph-client';
import { fetchInstagramAccount, fetchPage, subscribePage } from './meta-graph';
import {
  botsOfMetaAccounts,
  deleteMetaConnection,
  findMetaConnection,
  metaAccountTaken,
  saveMetaConnection,
  type MetaConnectionRow,
} from './meta.repo';
import type { ReceivedMessage } from './webhook';

const m = msg.meta;

function enabled(ctx: AppContext) {
  const settings = ctx.settings.meta;
  if (!settings) throw new AppError('meta_disabled', 409, m.disabled);
  return settings;
}

/** The connection as the owner sees it: never the token. */
export function presentMetaConnection(
  ctx: AppContext,
  platform: MetaPlatform,
  row: MetaConnectionRow | undefined,
): MetaConnection {
  if (!row) return { connection: { connected: false, platform } };
  return {
    connection: {
      connected: true,
      platform,
      accountId: row.accountId,
      name: row.name,
      webhookUrl: `${ctx.settings.publicUrl}/api/meta/webhook`,
      lastError: row.lastError,
      lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
      connectedAt: row.createdAt.toISOString(),
    },
  };
}

export async function getMetaConnection(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  platform: MetaPlatform,
): Promise<MetaConnection> {
  const bot = await requireManagedBot(ctx, actor, ref);
  return presentMetaConnection(ctx, platform, await findMetaConnection(ctx.database.db, bot.id, platform));
}

/**
 * Connects the bot to a Facebook page (Messenger) or an Instagram professional account: the token must
 * reach the page or account through the Graph API (its name is read with it, and a page is subscribed to
 * the app's webhook), the page or account must not belong to another bot, and the token is sealed.
 */
export async function connectMeta(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  platform: MetaPlatform,
  input: { accountId: string; accessToken: string },
): Promise<MetaConnection> {
  const bot = await requireManagedBot(ctx, actor, ref);
  const settings = enabled(ctx);
  const db = ctx.database.db;
  await ctx.rateLimiter.consume('whatsappConnectUser', actor.id, msg.api.creatingTooFast);
  const field = platform === 'messenger' ? 'pageId' : 'accountId';
  const takenMessage = platform === 'messenger' ? m.pageTaken : m.accountTaken;
  const taken = () => new AppError('meta_account_taken', 409, takenMessage, { [field]: takenMessage });
  if (await metaAccountTaken(db, platform, input.accountId, bot.id)) throw taken();
  const graph = { graphUrl: settings.graphUrl };
  let details;
  try {
    if (platform === 'messenger') {
      details = await fetchPage(graph, input.accountId, input.accessToken);
      await subscribePage(graph, input.accountId, input.accessToken);
    } else {
      details = await fetchInstagramAccount(graph, input.accountId, input.accessToken);
    }
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    if (error.transient) throw new AppError('bad_gateway', 502, m.graphUnreachable);
    const refused = platform === 'messenger' ? m.pageTokenRefused : m.instagramTokenRefused;
    throw new AppError('meta_token_invalid', 400, refused, { accessToken: refused });
  }
  try {
    const row = await saveMetaConnection(db, {
      botId: bot.id,
      platform,
      accountId: input.accountId,
      name: details.name.slice(0, 200),
      accessTokenSealed: seal(ctx.settings.secretsKey, input.accessToken),
      connectedBy: actor.id,
    });
    return presentMetaConnection(ctx, platform, row);
  } catch (error) {
    // Two bots connecting the same page at once: the unique key decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function disconnectMeta(ctx: AppContext, actor: UserRow, ref: string, platform: MetaPlatform) {
  const bot = await requireManagedBot(ctx, actor, ref);
  await deleteMetaConnection(ctx.database.db, bot.id, platform);
}

/**
 * Stores a Messenger or Instagram delivery's messages as jobs (channel-jobs answers them); messages to pages
 * or accounts no bot has are left alone. Answers how many were new.
 */
export async function storeMetaMessages(
  ctx: AppContext,
  platform: MetaPlatform,
  messages: ReceivedMessage[],
): Promise<number> {
  const db = ctx.database.db;
  const botOf = await botsOfMetaAccounts(
    db,
    platform,
    messages.map((message) => message.accountId),
  );
  const stored = await insertInbound(
    db,
    messages.flatMap((message) => {
      const botId = botOf.get(message.accountId);
      return botId ? [{ ...message, botId }] : [];
    }),
  );
  return stored.length;
}
