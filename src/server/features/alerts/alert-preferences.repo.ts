import { and, eq } from 'drizzle-orm';
import type { AlertKind } from '../../../shared/schemas/team';
import type { DbOrTx } from '../../db/client';
import { botAlertPreferences, conversations } from '../../db/schema';

/** A user's own choice for one bot; undefined until they saved one (the defaults apply then). */
export async function findPreference(db: DbOrTx, botId: string, userId: string) {
  const [row] = await db
    .select({ email: botAlertPreferences.email, push: botAlertPreferences.push })
    .from(botAlertPreferences)
    .where(and(eq(botAlertPreferences.botId, botId), eq(botAlertPreferences.userId, userId)));
  return row;
}

/** Every saved choice of the bot's people, by user id. */
export async function preferencesOfBot(db: DbOrTx, botId: string) {
  const rows = await db
    .select({
      userId: botAlertPreferences.userId,
      email: botAlertPreferences.email,
      push: botAlertPreferences.push,
    })
    .from(botAlertPreferences)
    .where(eq(botAlertPreferences.botId, botId));
  return new Map(rows.map((row) => [row.userId, { email: row.email, push: row.push }]));
}

export async function savePreference(
  db: DbOrTx,
  botId: string,
  userId: string,
  preference: { email: boolean; push: AlertKind[] },
): Promise<void> {
  await db
    .insert(botAlertPreferences)
    .values({ botId, userId, ...preference })
    .onConflictDoUpdate({
      target: [botAlertPreferences.botId, botAlertPreferences.userId],
      set: { ...preference, updatedAt: new Date() },
    });
}

/**
 * Who attends a conversation of the bot, read when an alert is due (the conversations feature owns the
 * table; assignment changes at any moment, so no copy of it is trusted).
 */
export async function findConversationAssignee(db: DbOrTx, botId: string, conversationId: string) {
  const [row] = await db
    .select({ assigneeId: conversations.assigneeId, userId: conversations.userId })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.botId, botId)));
  return row;
}
