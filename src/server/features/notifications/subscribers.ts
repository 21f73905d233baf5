import { BotStatus } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import type { DbOrTx } from '../../db/client';
import type { BotNews } from './bot-news';
import { createNotifications, notifiedRecently } from './notifications.repo';
import { subscribersOf } from './subscriptions.repo';

/** One notice per bot per day at most, whatever the owner saves meanwhile (decision 043). */
export const BOT_NEWS_WINDOW_HOURS = 24;

function textOf(botName: string, news: BotNews) {
  const s = msg.subscription;
  return news.kind === 'topics'
    ? { title: s.topicsTitle(botName), message: s.topicsMessage(botName, news.topics) }
    : { title: s.profileTitle(botName), message: s.profileMessage(botName, news.parts) };
}

/**
 * Tells a published bot's subscribers what is new on it (new topics it answers, a changed profile), at most
 * once a day per bot. A save with nothing a follower would notice tells nobody.
 */
export async function notifySubscribers(
  db: DbOrTx,
  bot: { id: string; name: string; createdBy: string; status: number },
  news: BotNews,
) {
  if (bot.status !== BotStatus.published) return;
  if (news.kind === 'topics' ? news.topics.length === 0 : news.parts.length === 0) return;
  if (await notifiedRecently(db, bot.id, 'bot_updated', BOT_NEWS_WINDOW_HOURS)) return;
  const followers = await subscribersOf(db, bot.id);
  const text = textOf(bot.name, news);
  await createNotifications(
    db,
    followers
      .filter((userId) => userId !== bot.createdBy)
      .map((userId) => ({ userId, kind: 'bot_updated', ...text, botId: bot.id })),
  );
}
