import { msg } from '../../../shared/messages.es';
import type { MetaPlatform } from '../../../shared/schemas/meta';
import type { AppContext } from '../../app-context';
import { setDeliveryError } from '../conversations/conversations.repo';
import { recordReceipt, recordWatermark } from './channel-queue.repo';
import type { MetaReceipt } from './meta-webhook';
import type { ReceivedStatus } from './webhook';

/**
 * Delivery receipts (issue 41, item 3): what happened to each message after the channel accepted it. The
 * transcript shows it as one icon, like WhatsApp's; a message Meta could not deliver is shown on the
 * conversation with Meta's reason in Spanish. Receipts of messages this product did not send are ignored.
 */
export async function recordWhatsAppStatuses(ctx: AppContext, statuses: ReceivedStatus[]): Promise<void> {
  const db = ctx.database.db;
  for (const status of statuses) {
    // "sent" is what the send itself already recorded.
    if (status.delivery === 'sent') continue;
    const reason =
      status.delivery === 'failed'
        ? ((status.errorCode !== null ? msg.whatsapp.undelivered[status.errorCode] : undefined) ??
          msg.whatsapp.undeliveredCode(status.errorCode))
        : null;
    const row = await recordReceipt(db, 'whatsapp', status.messageId, status.delivery, reason);
    if (row && reason) await setDeliveryError(db, row.conversationId, reason);
  }
}

export async function recordMetaReceipts(
  ctx: AppContext,
  platform: MetaPlatform,
  receipts: MetaReceipt[],
): Promise<void> {
  for (const receipt of receipts) {
    await recordWatermark(ctx.database.db, { channel: platform, ...receipt });
  }
}
