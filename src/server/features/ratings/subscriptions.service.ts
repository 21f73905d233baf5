import { and, eq } from 'drizzle-orm';
import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import { subscriptions } from '../../db/schema';
import type { UserRow } from '../accounts/user-row';
import { getVisibleBot } from '../bots/bots.service';
import { createNotifications } from '../notifications/notifications.repo';

export async function isSubscribed(ctx: AppContext, actor: UserRow, botRef: string) {
  const bot = await getVisibleBot(ctx, actor, botRef);
  const [row] = await ctx.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, actor.id), eq(subscriptions.botId, bot.id)));
  return !!row;
}

/** Subscribes or unsubscribes (idempotent); a new subscriber is announced to the owner. */
export async function setSubscription(ctx: AppContext, actor: UserRow, botRef: string, on: boolean) {
  const bot = await getVisibleBot(ctx, actor, botRef);
  await ctx.database.db.transaction(async (tx) => {
    if (!on) {
      await tx
        .delete(subscriptions)
        .where(and(eq(subscriptions.userId, actor.id), eq(subscriptions.botId, bot.id)));
      return;
    }
    const added = await tx
      .insert(subscriptions)
      .values({ userId: actor.id, botId: bot.id })
      .onConflictDoNothing()
      .returning();
    if (added.length && bot.createdBy !== actor.id) {
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
