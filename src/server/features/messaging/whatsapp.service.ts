import { msg } from '../../../shared/messages.es';
import type { WhatsAppConnection } from '../../../shared/schemas/whatsapp';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { seal } from '../../lib/secret-box';
import type { UserRow } from '../../lib/user-row';
import { requireManagedBot } from '../bots/bots.service';
import { fetchPhoneNumber, GraphError } from './graph-client';
import {
  botsOfPhoneNumbers,
  deleteConnection,
  findConnectionOfBot,
  numberTakenByAnotherBot,
  saveConnection,
  type ConnectionRow,
} from './whatsapp.repo';
import { insertInbound } from './channel-queue.repo';
import type { ReceivedMessage } from './webhook';

const m = msg.whatsapp;

function enabled(ctx: AppContext) {
  const settings = ctx.settings.whatsapp;
  if (!settings) throw new AppError('whatsapp_disabled', 409, m.disabled);
  return settings;
}

/** The connection as the owner sees it: never the token. */
export function presentConnection(ctx: AppContext, row: ConnectionRow | undefined): WhatsAppConnection {
  if (!row) return { whatsapp: { connected: false } };
  return {
    whatsapp: {
      connected: true,
      phoneNumberId: row.phoneNumberId,
      displayPhoneNumber: row.displayPhoneNumber,
      verifiedName: row.verifiedName,
      businessAccountId: row.businessAccountId,
      reminderTemplate: row.reminderTemplate ?? null,
      webhookUrl: `${ctx.settings.publicUrl}/api/whatsapp/webhook`,
      lastError: row.lastError,
      lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
      connectedAt: row.createdAt.toISOString(),
    },
  };
}

export async function getConnection(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
): Promise<WhatsAppConnection> {
  const bot = await requireManagedBot(ctx, actor, ref);
  return presentConnection(ctx, await findConnectionOfBot(ctx.database.db, bot.id));
}

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Connects the bot to a WhatsApp Business number: the token must reach the number through the Graph API
 * (its details are read with it), the number must not belong to another bot, and the token is sealed.
 */
export async function connect(
  ctx: AppContext,
  actor: UserRow,
  ref: string,
  input: {
    phoneNumberId: string;
    accessToken: string;
    businessAccountId?: string | undefined;
    displayPhoneNumber?: string | undefined;
  },
): Promise<WhatsAppConnection> {
  const bot = await requireManagedBot(ctx, actor, ref);
  const settings = enabled(ctx);
  const db = ctx.database.db;
  await ctx.rateLimiter.consume('whatsappConnectUser', actor.id, msg.api.creatingTooFast);
  const taken = () =>
    new AppError('whatsapp_number_taken', 409, m.numberTaken, { phoneNumberId: m.numberTaken });
  if (await numberTakenByAnotherBot(db, input.phoneNumberId, bot.id)) throw taken();
  let details;
  try {
    details = await fetchPhoneNumber({ graphUrl: settings.graphUrl }, input.phoneNumberId, input.accessToken);
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    if (error.transient) throw new AppError('bad_gateway', 502, m.graphUnreachable);
    throw new AppError('whatsapp_token_invalid', 400, m.tokenRefused, { accessToken: m.tokenRefused });
  }
  // The owner's way of writing the number is kept when it is the same number Meta gives.
  const given = input.displayPhoneNumber;
  const shown =
    given && (!details.displayPhoneNumber || digits(given) === digits(details.displayPhoneNumber))
      ? given
      : details.displayPhoneNumber || given || input.phoneNumberId;
  try {
    const row = await saveConnection(db, {
      botId: bot.id,
      phoneNumberId: input.phoneNumberId,
      displayPhoneNumber: shown.startsWith('+') || !/^\d/.test(shown) ? shown : `+${shown}`,
      verifiedName: details.verifiedName,
      businessAccountId: input.businessAccountId ?? null,
      accessTokenSealed: seal(ctx.settings.secretsKey, input.accessToken),
      connectedBy: actor.id,
    });
    return presentConnection(ctx, row);
  } catch (error) {
    // Two bots connecting the same number at once: the unique key decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function disconnect(ctx: AppContext, actor: UserRow, ref: string): Promise<void> {
  const bot = await requireManagedBot(ctx, actor, ref);
  await deleteConnection(ctx.database.db, bot.id);
}

/**
 * Stores a webhook delivery's messages as jobs (channel-jobs answers them); messages to numbers no bot
 * has are left alone (a number disconnected a moment ago, say). Answers how many were new.
 */
export async function storeReceivedMessages(ctx: AppContext, messages: ReceivedMessage[]): Promise<number> {
  const db = ctx.database.db;
  const botOf = await botsOfPhoneNumbers(
    db,
    messages.map((m) => m.accountId),
  );
  const stored = await insertInbound(
    db,
    messages.flatMap((m) => {
      const botId = botOf.get(m.accountId);
      return botId ? [{ ...m, botId }] : [];
    }),
  );
  return stored.length;
}
