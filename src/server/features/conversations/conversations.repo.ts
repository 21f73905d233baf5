import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { MESSAGING_CHANNELS, type MessagingChannel } from '../../../shared/channels';
import type { ConversationStatusValue } from '../../../shared/schemas/team';
import { bots, conversationMessages, conversations } from '../../db/schema';

/**
 * The conversation rows one at a time: what the chat, the owner's hand replies and every channel read and
 * change outside a turn. A turn's own write is turns.repo's; the inbox's lists and counts are reports.repo's.
 */

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

/** A conversation as the chat needs it to answer its next message. */
export type ChatConversation = Pick<
  ConversationRow,
  'id' | 'botId' | 'userId' | 'channel' | 'state' | 'collected' | 'ownerActiveAt' | 'revision'
>;

export interface ConversationWithBot {
  conversation: ChatConversation;
  bot: { id: string; alias: string; revision: number };
}

// ---------- One conversation ----------

export async function findConversation(
  db: DbOrTx,
  botId: string,
  conversationId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)));
  return row;
}

/**
 * Conversations by id, each with its bot's id, alias and revision (the bot cache's stamp), in one statement
 * whatever their number; in the order asked, undefined where there is none.
 */
export async function findConversationsWithBot(
  db: DbOrTx,
  conversationIds: readonly string[],
): Promise<Array<ConversationWithBot | undefined>> {
  const rows = await db
    .select({
      conversation: {
        id: conversations.id,
        botId: conversations.botId,
        userId: conversations.userId,
        channel: conversations.channel,
        state: conversations.state,
        collected: conversations.collected,
        ownerActiveAt: conversations.ownerActiveAt,
        revision: conversations.revision,
      },
      bot: { id: bots.id, alias: bots.alias, revision: bots.revision },
    })
    .from(conversations)
    .innerJoin(bots, eq(bots.id, conversations.botId))
    // A conversation on a messaging app answers only there: its id, seen in the inbox, opens no web chat.
    .where(
      and(
        inArray(conversations.id, [...new Set(conversationIds)]),
        notInArray(conversations.channel, [...MESSAGING_CHANNELS]),
      ),
    );
  const byId = new Map(rows.map((row) => [row.conversation.id, row]));
  return conversationIds.map((id) => byId.get(id));
}

/** Locks the conversation for the rest of the transaction; undefined when it is not this bot's. */
export async function lockConversation(tx: DbOrTx, botId: string, conversationId: string) {
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)))
    .for('update');
  return row;
}

/** The owner's last reply or keystroke (null lets the bot answer again); the row's new value. */
export async function setOwnerActive(
  tx: DbOrTx,
  botId: string,
  conversationId: string,
  at: Date | null,
  options: { touch?: boolean } = {},
): Promise<Date | null | undefined> {
  const [row] = await tx
    .update(conversations)
    .set({ ownerActiveAt: at, ...(options.touch && at ? { updatedAt: at } : {}) })
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)))
    .returning({ ownerActiveAt: conversations.ownerActiveAt });
  return row?.ownerActiveAt;
}

// ---------- Conversations on a messaging channel (WhatsApp, Messenger, Instagram) ----------

/** The customer's conversation on a channel, by their id there. */
export async function findChannelConversation(
  db: DbOrTx,
  botId: string,
  channel: MessagingChannel,
  contactId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.botId, botId),
        eq(conversations.channel, channel),
        eq(conversations.contactId, contactId),
      ),
    );
  return row;
}

/** Creates the customer's conversation unless it exists already (two messages racing); true when created. */
export async function insertChannelConversation(
  db: DbOrTx,
  values: typeof conversations.$inferInsert & { id: string; channel: MessagingChannel; contactId: string },
): Promise<boolean> {
  const rows = await db
    .insert(conversations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** The customer wrote at `at` (Meta's time): the 24-hour window runs from their latest message. */
export async function recordCustomerMessage(
  db: DbOrTx,
  conversationId: string,
  at: Date,
  profileName: string | null,
): Promise<void> {
  await db
    .update(conversations)
    .set({
      customerMessageAt: sql`greatest(${conversations.customerMessageAt}, ${at.toISOString()}::timestamptz)`,
      // The inbox lists the conversations that moved last first (a declined image moves it too).
      updatedAt: sql`greatest(${conversations.updatedAt}, now())`,
      // The customer wrote: waiting for them or resolved, the conversation is open again (issue 42).
      status: 'open',
      ...(profileName ? { visitorName: profileName } : {}),
    })
    .where(eq(conversations.id, conversationId));
}

export async function setDeliveryError(db: DbOrTx, conversationId: string, message: string | null) {
  await db
    .update(conversations)
    .set(
      message
        ? { deliveryError: message, deliveryErrorAt: sql`now()` }
        : { deliveryError: null, deliveryErrorAt: null },
    )
    .where(
      message
        ? eq(conversations.id, conversationId)
        : and(eq(conversations.id, conversationId), sql`${conversations.deliveryError} is not null`),
    );
}

export async function findConversationChannel(db: DbOrTx, botId: string, conversationId: string) {
  const [row] = await db
    .select({
      id: conversations.id,
      channel: conversations.channel,
      contactId: conversations.contactId,
      customerMessageAt: conversations.customerMessageAt,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)));
  return row;
}

// ---------- The team's work on a conversation (issue 42) ----------

/** Who attends the conversation and its status; the row's new values, or undefined when it is not the bot's. */
export async function setAssignment(
  db: DbOrTx,
  botId: string,
  conversationId: string,
  change: { assigneeId?: string | null; status?: ConversationStatusValue },
) {
  const [row] = await db
    .update(conversations)
    .set(change)
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)))
    .returning({ assigneeId: conversations.assigneeId, status: conversations.status });
  return row;
}

/** The lead's stage and labels; undefined when the conversation is not the bot's. */
export async function setLeadPipeline(
  db: DbOrTx,
  botId: string,
  conversationId: string,
  change: { leadStage?: string; leadLabels?: string[] },
) {
  const [row] = await db
    .update(conversations)
    .set(change)
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)))
    .returning({ leadStage: conversations.leadStage, leadLabels: conversations.leadLabels });
  return row;
}

/** Whether any of the bot's leads sits in one of these stages (a stage in use cannot be removed). */
export async function stagesInUse(db: DbOrTx, botId: string, stageKeys: string[]): Promise<string[]> {
  if (!stageKeys.length) return [];
  const rows = await db
    .selectDistinct({ stage: conversations.leadStage })
    .from(conversations)
    .where(and(eq(conversations.botId, botId), inArray(conversations.leadStage, stageKeys)));
  return rows.map((row) => row.stage);
}

/** Conversations of the bot assigned to a user who no longer runs it go back to nobody. */
export async function unassignUser(db: DbOrTx, botId: string, userId: string) {
  await db
    .update(conversations)
    .set({ assigneeId: null })
    .where(and(eq(conversations.botId, botId), eq(conversations.assigneeId, userId)));
}
