import type { AppContext } from '../../app-context';
import { findUserContact } from '../accounts/accounts.repo';
import type { BotWithCreator } from '../bots/bots.repo';
import { ownerAlertEmail } from '../mail/templates';

export type OwnerAlert = { kind: 'lead'; values: string } | { kind: 'handoff'; message: string };

/** E-mails the owner (and the bot's copy addresses) about a new lead or a request for a person, at once. */
export async function sendOwnerAlert(ctx: AppContext, bot: BotWithCreator, alert: OwnerAlert): Promise<void> {
  const owner = await findUserContact(ctx.database.db, bot.createdBy);
  if (!owner) return;
  const { appName, publicUrl, supportEmail } = ctx.settings;
  const tab = alert.kind === 'lead' ? '?tab=leads' : '';
  await ctx.mailer.send({
    to: [...new Set([owner.email, ...bot.notificationEmails])].join(', '),
    ...ownerAlertEmail({
      appName,
      name: owner.name,
      botName: bot.name,
      alert,
      link: `${publicUrl}/dashboard/bots/${encodeURIComponent(bot.id)}/inbox${tab}`,
      supportEmail,
    }),
  });
}
