import type { AppContext } from './app-context';
import { purgeExpiredCredentials } from './features/accounts/accounts.repo';
import { registerBookingJobs } from './features/agenda/booking-emails';
import { registerAlertJobs } from './features/alerts/alerts.service';
import { registerDigestJob } from './features/digest/digest';
import { registerOrderEmailJobs } from './features/marketplace/order-emails';
import { expireStaleOrders } from './features/marketplace/orders.service';
import { registerSourceJobs } from './features/sources/source-jobs';
import { registerChannelJobs } from './features/messaging/channel-jobs';
import { registerWhatsAppReminders } from './features/messaging/whatsapp-reminders';
import { registerWebhookJobs } from './features/webhooks/webhooks.service';
import { registerModelJobs } from './features/chat/model-jobs';
import { JobWorker } from './lib/jobs/job-worker';

/**
 * Every background job of the product, registered with the context's one worker (lib/jobs, decision 037).
 * Kicks work at once (tests rely on it); the sweep, recurring jobs included, runs once main.ts starts it.
 */
export function withBackgroundJobs(base: Omit<AppContext, 'jobs'>): AppContext {
  // Until main.ts hands it the app's logger: quiet where the app is (tests), one JSON line on stderr otherwise.
  const quiet = base.settings.logLevel === 'silent';
  const jobs = new JobWorker(base.database.db, {
    ...(quiet ? { log: { error: () => undefined } } : {}),
    onFailure: (kind, outcome) => base.metrics.jobFailures.inc({ kind, outcome }),
  });
  const ctx: AppContext = { ...base, jobs };
  // Expired sessions and links are useless but would pile up: purged hourly.
  jobs.define(
    'purge-credentials',
    async () => {
      await purgeExpiredCredentials(ctx.database.db);
    },
    { everyMs: 3_600_000 },
  );
  // Unpaid orders hold units for 30 minutes; expired holds go back on sale even when nobody looks.
  jobs.define(
    'expire-orders',
    async () => {
      await expireStaleOrders(ctx);
    },
    { everyMs: 5 * 60_000 },
  );
  // The buyer's and the seller's e-mails about a paid order.
  registerOrderEmailJobs(ctx);
  // Bookings: the visitor's confirmation and reminder, the owner's notice.
  registerBookingJobs(ctx);
  // The owners' digest of each 8-hour period.
  registerDigestJob(ctx);
  // Reading the sources owners add (up to SOURCE_SLOTS at once per instance, fair per owner).
  registerSourceJobs(ctx);
  // Answering the WhatsApp messages received and sending the replies queued.
  registerChannelJobs(ctx);
  registerWhatsAppReminders(ctx);
  // The team's alerts on the phone: each alert fans out to one delivery per subscribed browser.
  registerAlertJobs(ctx);
  // Outgoing webhooks: each delivery posted, signed, and retried for a day.
  registerWebhookJobs(ctx);
  // A bot's model, built and kept in the database when the bot is trained.
  registerModelJobs(ctx);
  return ctx;
}
