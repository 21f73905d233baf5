import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { Timing } from '../../../shared/constants';
import { UNANSWERED_INTENTS } from '../../../shared/intents';
import type { AppContext } from '../../app-context';
import {
  bots,
  conversationMessages,
  conversations,
  jobRuns,
  notifications,
  qualifications,
  subscriptions,
  users,
} from '../../db/schema';
import { digestEmail, type DigestCounts } from './digest-email';

const JOB = 'owner-digest';

/** The start of the 8-hour period that contains `now` (periods start at 00:00, 08:00 and 16:00 UTC). */
export function periodStart(now: Date, periodMs = Timing.ownerDigestIntervalMs): Date {
  return new Date(Math.floor(now.getTime() / periodMs) * periodMs);
}

/**
 * Sends the digest of the period that just ended, once: the instance whose insert of (job, period) wins
 * sends it; every other instance, and this one after a restart, finds the row and does nothing. The window
 * reaches back to the previous run, so a server that was down for a while skips nothing.
 */
export async function runDigestIfDue(ctx: AppContext, now = new Date()): Promise<{ sent: number } | null> {
  const db = ctx.database.db;
  const current = periodStart(now);
  const claimed = await db
    .insert(jobRuns)
    .values({ job: JOB, periodStart: current })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return null;
  const [previous] = await db
    .select({ periodStart: jobRuns.periodStart })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, JOB), lt(jobRuns.periodStart, current)))
    .orderBy(desc(jobRuns.periodStart))
    .limit(1);
  const from = previous?.periodStart ?? new Date(current.getTime() - Timing.ownerDigestIntervalMs);
  return { sent: await sendDigests(ctx, from, current) };
}

async function sendDigests(ctx: AppContext, from: Date, to: Date): Promise<number> {
  const db = ctx.database.db;
  const within = (column: Parameters<typeof gte>[0]) => and(gte(column, from), lt(column, to));
  const candidates = await db
    .select({
      id: bots.id,
      name: bots.name,
      emails: bots.notificationEmails,
      ownerEmail: users.email,
      ownerName: users.name,
    })
    .from(bots)
    .innerJoin(users, eq(users.id, bots.createdBy))
    .where(eq(bots.notificationOn, true));
  let sent = 0;
  for (const bot of candidates) {
    const [counts] = await db
      .select({
        conversations: sql<number>`(select count(*)::int from ${conversations} where ${conversations.botId} = ${bot.id} and ${within(conversations.createdAt)})`,
        leads: sql<number>`(select count(*)::int from ${notifications} where ${notifications.botId} = ${bot.id} and ${notifications.kind} = 'lead' and ${within(notifications.createdAt)})`,
        unanswered: sql<number>`(select count(*)::int from ${conversationMessages} where ${conversationMessages.botId} = ${bot.id} and ${conversationMessages.from} = 'user' and ${inArray(conversationMessages.intent, [...UNANSWERED_INTENTS])} and ${within(conversationMessages.createdAt)})`,
        ratings: sql<number>`(select count(*)::int from ${qualifications} where ${qualifications.toBotId} = ${bot.id} and ${within(qualifications.updatedAt)})`,
        subscribers: sql<number>`(select count(*)::int from ${subscriptions} where ${subscriptions.botId} = ${bot.id} and ${within(subscriptions.createdAt)})`,
      })
      .from(sql`(select 1) as one`);
    const totals = counts as DigestCounts;
    if (Object.values(totals).every((n) => n === 0)) continue;
    const { appName, publicUrl, supportEmail } = ctx.settings;
    const content = digestEmail({
      appName,
      botName: bot.name,
      ownerName: bot.ownerName,
      counts: totals,
      link: `${publicUrl}/dashboard/notifications`,
      supportEmail,
    });
    // The owner and the copy addresses get one message together.
    await ctx.mailer.send({ to: [bot.ownerEmail, ...bot.emails].join(', '), ...content });
    sent += 1;
  }
  return sent;
}

/**
 * Checks every minute whether a period ended; cheap when not (one insert that conflicts). The returned stop
 * clears the timer and resolves when the run in progress, if any, has finished: shutdown closes the
 * database only after it.
 */
export function startDigestScheduler(ctx: AppContext, log: (error: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    // A run that outlasts the minute (a slow SMTP server) is not started twice.
    running ??= runDigestIfDue(ctx)
      .catch(log)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, 60_000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
