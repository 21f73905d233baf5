import { eq } from 'drizzle-orm';
import { msg } from '../../../shared/messages.es';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { createNotifications, notifiedRecently } from './notifications.repo';

/** Tells a bot's subscribers it changed, at most once a day per bot. */
export async function notifySubscribers(db: DbOrTx, bot: { id: string; name: string; createdBy: string }) {
  if (await notifiedRecently(db, bot.id, 'bot_updated', 24)) return;
  const followers = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.botId, bot.id));
  await createNotifications(
    db,
    followers
      .filter((f) => f.userId !== bot.createdBy)
      .map((f) => ({
        userId: f.userId,
        kind: 'bot_updated',
        title: msg.subscription.updatedTitle(bot.name),
        message: msg.subscription.updatedMessage(bot.name),
        botId: bot.id,
      })),
  );
}
