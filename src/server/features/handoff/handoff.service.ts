import { randomUUID } from 'node:crypto';
import type { OwnerMessage, VisitorUpdates } from '../../../shared/schemas/widget';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { findConversation, lockConversation, setOwnerActive } from '../conversations/conversations.repo';
import { insertMessages, ownerMessagesAfter } from '../conversations/messages.repo';
import { findVisitorConversation } from '../conversations/visitor-conversation';
import { AppError } from '../../lib/app-error';
import { msg } from '../../../shared/messages.es';
import type { UserRow } from '../../lib/user-row';
import { findBotByRef } from '../bots/bots.repo';
import { botPausedUntil } from '../../lib/handoff-pause';

const MAX_UPDATES = 50;

async function conversationOf(db: DbOrTx, botId: string, conversationId: string) {
  const row = await findConversation(db, botId, conversationId);
  if (!row) throw new AppError('not_found', 404, msg.api.notFound);
  return row;
}

/**
 * A person of the bot's team (`authorId`) writes to the visitor by hand; the bot stays quiet in this
 * conversation from now on. `alongside` writes more in the same transaction (WhatsApp queues the message).
 */
export async function replyAsOwner(
  ctx: AppContext,
  botId: string,
  conversationId: string,
  authorId: string,
  text: string,
  /** More to write with the reply (a messaging channel's send), knowing the stored message's id. */
  alongside?: (tx: DbOrTx, messageId: string) => Promise<void>,
) {
  await ctx.database.db.transaction(async (tx) => {
    // Locks the conversation: a reply and a "resume the bot" never interleave.
    if (!(await lockConversation(tx, botId, conversationId))) {
      throw new AppError('not_found', 404, msg.api.notFound);
    }
    const now = new Date();
    await setOwnerActive(tx, botId, conversationId, now, { touch: true });
    const messageId = randomUUID();
    await insertMessages(tx, [
      { id: messageId, conversationId, botId, from: 'owner', text, authorId, intent: null, createdAt: now },
    ]);
    await alongside?.(tx, messageId);
  });
}

/** Pause (the owner is typing or took over) or resume the bot in one conversation. */
export async function setPaused(ctx: AppContext, botId: string, conversationId: string, paused: boolean) {
  const db = ctx.database.db;
  await conversationOf(db, botId, conversationId);
  const ownerActiveAt = await setOwnerActive(db, botId, conversationId, paused ? new Date() : null);
  return { botPausedUntil: botPausedUntil(ownerActiveAt ?? null)?.toISOString() ?? null };
}

/**
 * What a visitor's open chat polls for. The conversation id is the visitor's secret; a signed-in visitor's
 * conversation answers only to that visitor.
 */
export async function visitorUpdates(
  ctx: AppContext,
  botRef: string,
  viewer: UserRow | null,
  conversationId: string,
  after: string | undefined,
): Promise<VisitorUpdates> {
  const db = ctx.database.db;
  const bot = await findBotByRef(db, botRef);
  if (!bot) throw new AppError('not_found', 404, msg.api.notFound);
  const conversation = await findVisitorConversation(db, bot.id, conversationId, viewer);
  if (!conversation) throw new AppError('not_found', 404, msg.api.notFound);
  const rows = await ownerMessagesAfter(
    db,
    conversation.id,
    after ? new Date(after) : undefined,
    MAX_UPDATES,
  );
  const messages: OwnerMessage[] = rows.map((r) => ({
    _id: r.id,
    text: r.text,
    createdAt: r.at.toISOString(),
  }));
  return {
    messages,
    ownerActive: !!botPausedUntil(conversation.ownerActiveAt),
    ownerName: bot.creator.name,
  };
}
