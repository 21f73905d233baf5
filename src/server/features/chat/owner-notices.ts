import { PLATFORM_BOT_ID } from '../../../shared/constants';
import type { CollectedValue } from '../../../shared/conversation-state';
import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import type { TaskLog } from '../../lib/background';
import { findUserContact } from '../accounts/accounts.repo';
import type { BotWithCreator } from '../bots/bots.repo';
import { ownerAlertEmail } from '../mail/templates';
import type { NewNotification } from '../notifications/notifications.repo';

/**
 * What the owner hears about a conversation, whatever its channel: a new lead (the first contact datum)
 * and a first request for a person, as notices in the product and, with the bot's notifications on, by
 * e-mail. The notices are written in the transaction that stores the turn; the e-mail goes after it.
 */

export type OwnerAlert = { kind: 'lead'; values: string } | { kind: 'handoff'; message: string };

/** The collected data as one line ("Teléfono: +54…, Correo: …"). */
function leadValues(collected: Record<string, CollectedValue>): string {
  return Object.values(collected)
    .map((c) => `${c.label}: ${c.value}`)
    .join(', ');
}

/**
 * The alerts a conversation's event raises. A lead on the platform bot is none (its visitors are the
 * team's own contacts); a request for a person is, since the super user runs that bot.
 */
export function alertsOf(
  bot: Pick<BotWithCreator, 'id'>,
  event: { lead?: Record<string, CollectedValue> | null; handoff?: string | null },
): OwnerAlert[] {
  const alerts: OwnerAlert[] = [];
  if (event.lead && bot.id !== PLATFORM_BOT_ID) alerts.push({ kind: 'lead', values: leadValues(event.lead) });
  if (event.handoff != null) alerts.push({ kind: 'handoff', message: event.handoff });
  return alerts;
}

/** The in-product notices of the alerts, to write with the turn. */
export function noticesOf(bot: Pick<BotWithCreator, 'id' | 'name' | 'createdBy'>, alerts: OwnerAlert[]) {
  return alerts.map((alert): NewNotification =>
    alert.kind === 'lead'
      ? {
          userId: bot.createdBy,
          kind: 'lead',
          title: msg.notification.leadTitle(bot.name),
          message: msg.notification.leadMessage(alert.values),
          botId: bot.id,
        }
      : {
          userId: bot.createdBy,
          kind: 'handoff',
          title: msg.handoff.requestTitle(bot.name),
          message: msg.handoff.requestMessage(alert.message),
          botId: bot.id,
        },
  );
}

/**
 * With the bot's notifications on, the alerts by e-mail too, after the answer (the platform bot's go to
 * nobody). One e-mail: a lead when there is one, else the request for a person, as before.
 */
export function emailAlerts(ctx: AppContext, bot: BotWithCreator, alerts: OwnerAlert[], log: TaskLog): void {
  const first = alerts[0];
  if (!first || !bot.notificationOn || bot.id === PLATFORM_BOT_ID) return;
  ctx.background.run(log, 'owner alert e-mail', () => sendOwnerAlert(ctx, bot, first));
}

/** E-mails the owner (and the bot's copy addresses) about a new lead or a request for a person, at once. */
async function sendOwnerAlert(ctx: AppContext, bot: BotWithCreator, alert: OwnerAlert): Promise<void> {
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
