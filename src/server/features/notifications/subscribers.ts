import { msg } from '../../../shared/messages.es';
import type { DbOrTx } from '../../db/client';
import { createNotifications, notifiedRecently } from './notifications.repo';
import { subscribersOf } from './subscriptions.repo';

/** Tells a bot's subscribers it changed, at most once a day per bot. */
export async function notifySubscribers(db: DbOrTx, bot: { id: string; name: string; createdBy: string }) {
  if (await notifiedRecently(db, bot.id, 'bot_updated', 24)) return;
  const followers = await subscribersOf(db, bot.id);
  await createNotifications(
    db,
    followers
      .filter((userId) => userId !== bot.createdBy)
      .map((userId) => ({
        userId,
        kind: 'bot_updated',
        title: msg.subscription.updatedTitle(bot.name),
        message: msg.subscription.updatedMessage(bot.name),
        botId: bot.id,
      })),
  );
}
