import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { MessageAttachment } from '../../../shared/schemas/attachments';
import type { DbOrTx } from '../../db/client';
import { conversationMessages } from '../../db/schema';
import type { MessageRow } from './conversations.repo';

/** A conversation's messages outside a turn: WhatsApp's declined media, the model's context, the widget's poll. */

export async function insertMessages(tx: DbOrTx, rows: Array<typeof conversationMessages.$inferInsert>) {
  if (rows.length) await tx.insert(conversationMessages).values(rows);
}

export async function messagesOf(db: DbOrTx, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
}

/** The conversation's last `limit` messages, oldest first (the language model's view of the talk so far). */
export async function recentMessages(
  db: DbOrTx,
  conversationId: string,
  limit: number,
): Promise<Array<{ from: string; text: string }>> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ from: conversationMessages.from, text: conversationMessages.text })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The owner's hand replies after `after`, oldest first (the visitor's open chat polls for them). */
export async function ownerMessagesAfter(
  db: DbOrTx,
  conversationId: string,
  after: Date | undefined,
  limit: number,
) {
  return db
    .select({
      id: conversationMessages.id,
      text: conversationMessages.text,
      at: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.from, 'owner'),
        after ? gt(conversationMessages.createdAt, after) : undefined,
      ),
    )
    .orderBy(asc(conversationMessages.createdAt))
    .limit(limit);
}

/** A file the customer sent in this conversation of this bot, by its attachment id; undefined otherwise. */
export async function findAttachment(
  db: DbOrTx,
  botId: string,
  conversationId: string,
  attachmentId: string,
): Promise<MessageAttachment | undefined> {
  const [row] = await db
    .select({ attachment: conversationMessages.attachment })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.botId, botId),
        sql`${conversationMessages.attachment}->>'id' = ${attachmentId}`,
      ),
    )
    .limit(1);
  return row?.attachment ?? undefined;
}

/**
 * The bot's messages after `since`, oldest first, at most `limit` (issue 42): what an owner's event stream
 * missed while it was away (Last-Event-ID). Served by conversation_messages_bot_idx (bot_id, created_at).
 */
export async function messagesOfBotSince(db: DbOrTx, botId: string, since: Date, limit: number) {
  return db
    .select({
      conversationId: conversationMessages.conversationId,
      from: conversationMessages.from,
      at: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.botId, botId), gt(conversationMessages.createdAt, since)))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id))
    .limit(limit);
}
