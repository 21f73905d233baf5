import { PLATFORM_BOT_ID } from '../../../shared/constants';
import type { CollectedValue } from '../../../shared/conversation-state';
import { msg } from '../../../shared/messages.es';
import type { AppContext } from '../../app-context';
import type { TaskLog } from '../../lib/background';
import { alertTeam, emailRecipients } from '../alerts/alerts.service';
import type { BotWithCreator } from '../bots/bots.repo';
import { ownerAlertEmail } from '../mail/templates';
import type { NewNotification } from '../notifications/notifications.repo';

/**
 * What the owner and the team hear about a conversation, whatever its channel: a new lead (the first
 * contact datum) and a first request for a person, as notices in the product, by e-mail (the owner's copy
 * with the bot's notifications on, members who chose it) and on the phone (each person's own choice).
 * The notices are written in the transaction that stores the turn; e-mails and pushes go after it.
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
 * The alerts beyond the product, after the answer: on the phone for each alert, to the people who chose
 * its kind, and one e-mail (a lead when there is one, else the request for a person). The owner's copy
 * addresses follow the bot's notifications switch; a member's e-mail and everyone's pushes follow their own
 * choice. The platform bot's e-mail goes to nobody.
 */
export function sendAlerts(ctx: AppContext, bot: BotWithCreator, alerts: OwnerAlert[], log: TaskLog): void {
  const first = alerts[0];
  if (!first) return;
  for (const alert of alerts) {
    ctx.background.run(log, 'team push alert', async () => {
      await alertTeam(ctx, bot, alert.kind, pushOf(bot, alert));
    });
  }
  if (bot.id === PLATFORM_BOT_ID) return;
  ctx.background.run(log, 'owner alert e-mail', () => sendOwnerAlert(ctx, bot, first));
}

function inboxPath(bot: Pick<BotWithCreator, 'id'>, alert: OwnerAlert): string {
  return `/dashboard/bots/${encodeURIComponent(bot.id)}/inbox${alert.kind === 'lead' ? '?tab=leads' : ''}`;
}

function pushOf(bot: BotWithCreator, alert: OwnerAlert) {
  return alert.kind === 'lead'
    ? {
        title: msg.team.pushLead(bot.name),
        body: msg.alerts.leadBody(alert.values),
        url: inboxPath(bot, alert),
      }
    : {
        title: msg.team.pushHandoff(bot.name),
        body: msg.alerts.handoffBody(alert.message),
        url: inboxPath(bot, alert),
      };
}

/**
 * E-mails the owner (and the bot's copy addresses) and the members who chose e-mail about a new lead or a
 * request for a person, at once: one letter each, greeted by name.
 */
async function sendOwnerAlert(ctx: AppContext, bot: BotWithCreator, alert: OwnerAlert): Promise<void> {
  const letters = await emailRecipients(ctx, bot, { ownerCopies: bot.notificationOn });
  const { appName, publicUrl, supportEmail } = ctx.settings;
  const sent = await Promise.allSettled(
    letters.map((letter) =>
      ctx.mailer.send({
        to: letter.to.join(', '),
        ...ownerAlertEmail({
          appName,
          name: letter.name,
          botName: bot.name,
          alert,
          link: `${publicUrl}${inboxPath(bot, alert)}`,
          supportEmail,
        }),
      }),
    ),
  );
  // One failed letter does not keep the others from going; it is reported.
  const failed = sent.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
