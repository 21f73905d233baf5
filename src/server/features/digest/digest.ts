import { Timing } from '../../../shared/constants';
import type { AppContext } from '../../app-context';
import { claimJobRun, countDigest, findDigestBots, previousJobRun } from './digest.repo';
import { digestEmail } from './digest-email';

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
  if (!(await claimJobRun(db, JOB, current))) return null;
  const previous = await previousJobRun(db, JOB, current);
  const from = previous ?? new Date(current.getTime() - Timing.ownerDigestIntervalMs);
  return { sent: await sendDigests(ctx, from, current) };
}

async function sendDigests(ctx: AppContext, from: Date, to: Date): Promise<number> {
  const db = ctx.database.db;
  const candidates = await findDigestBots(db);
  let sent = 0;
  for (const bot of candidates) {
    const totals = await countDigest(db, bot.id, from, to);
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
 * The digest as a recurring job of the worker (lib/jobs): each 8-hour period's run is queued by every
 * instance under one dedupe key, so one instance runs it, at the period's start. The run still claims its
 * (job, period) row before sending, so a retried run (the SMTP server failed half-way) sends nothing twice.
 */
export function registerDigestJob(ctx: AppContext): void {
  ctx.jobs.define(
    JOB,
    async (job) => {
      await runDigestIfDue(ctx, job.runAt);
    },
    { everyMs: Timing.ownerDigestIntervalMs },
  );
}
