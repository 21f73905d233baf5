import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../lib/user-row';
import { getVisibleBot } from '../bots/bots.service';
import { createNotifications } from '../notifications/notifications.repo';
import * as repo from '../notifications/subscriptions.repo';

export async function isSubscribed(ctx: AppContext, actor: UserRow, botRef: string) {
  const bot = await getVisibleBot(ctx, actor, botRef);
  return repo.isSubscribed(ctx.database.db, actor.id, bot.id);
}

/** Subscribes or unsubscribes (idempotent); a new subscriber is announced to the owner. */
export async function setSubscription(ctx: AppContext, actor: UserRow, botRef: string, on: boolean) {
  const bot = await getVisibleBot(ctx, actor, botRef);
  await ctx.database.db.transaction(async (tx) => {
    if (!on) {
      await repo.removeSubscription(tx, actor.id, bot.id);
      return;
    }
    const added = await repo.addSubscription(tx, actor.id, bot.id);
    if (added && bot.createdBy !== actor.id) {
      await createNotifications(tx, [
        {
          userId: bot.createdBy,
          kind: 'bot_subscribed',
          title: msg.subscription.notifyTitle(bot.name),
          message: msg.subscription.notifyMessage(actor.name, bot.name),
          fromUserId: actor.id,
          botId: bot.id,
        },
      ]);
    }
  });
  return on;
}
