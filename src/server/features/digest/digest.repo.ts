import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { UNANSWERED_INTENTS } from '../../../shared/intents';
import type { DbOrTx } from '../../db/client';
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
import type { DigestCounts } from './digest-email';

/** The job_runs table (one row per job and period) is the digest's; the rest is read in one statement each. */

/** True for the one caller whose insert of (job, period) wins: that caller runs the period. */
export async function claimJobRun(db: DbOrTx, job: string, periodStart: Date): Promise<boolean> {
  const claimed = await db.insert(jobRuns).values({ job, periodStart }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** The start of the job's latest period before `current`, if it ever ran. */
export async function previousJobRun(db: DbOrTx, job: string, current: Date): Promise<Date | undefined> {
  const [previous] = await db
    .select({ periodStart: jobRuns.periodStart })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), lt(jobRuns.periodStart, current)))
    .orderBy(desc(jobRuns.periodStart))
    .limit(1);
  return previous?.periodStart;
}

/** Bots whose owners asked for notifications, with the owner's address and name. */
export function findDigestBots(db: DbOrTx) {
  return db
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
}

/** What happened to the bot in [from, to): one statement over the tables it counts. */
export async function countDigest(db: DbOrTx, botId: string, from: Date, to: Date): Promise<DigestCounts> {
  const within = (column: Parameters<typeof gte>[0]) => and(gte(column, from), lt(column, to));
  const [counts] = await db
    .select({
      conversations: sql<number>`(select count(*)::int from ${conversations} where ${conversations.botId} = ${botId} and ${within(conversations.createdAt)})`,
      leads: sql<number>`(select count(*)::int from ${notifications} where ${notifications.botId} = ${botId} and ${notifications.kind} = 'lead' and ${within(notifications.createdAt)})`,
      unanswered: sql<number>`(select count(*)::int from ${conversationMessages} where ${conversationMessages.botId} = ${botId} and ${conversationMessages.from} = 'user' and ${inArray(conversationMessages.intent, [...UNANSWERED_INTENTS])} and ${within(conversationMessages.createdAt)})`,
      ratings: sql<number>`(select count(*)::int from ${qualifications} where ${qualifications.toBotId} = ${botId} and ${within(qualifications.updatedAt)})`,
      subscribers: sql<number>`(select count(*)::int from ${subscriptions} where ${subscriptions.botId} = ${botId} and ${within(subscriptions.createdAt)})`,
    })
    .from(sql`(select 1) as one`);
  return counts as DigestCounts;
}
