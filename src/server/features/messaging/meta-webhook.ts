import type { MetaPlatform } from '../../../shared/schemas/meta';
import { list, record, text, type ReceivedMessage } from './webhook';

/**
 * The customer messages of a Messenger (`object: "page"`) or Instagram (`object: "instagram"`) delivery:
 * `entry[].messaging[]` events with a message or a postback, each routed by the page or account that
 * received it (`recipient.id`, else `entry.id`). Echoes of the business's own messages, reads, deliveries,
 * reactions and anything malformed are left out.
 */
export function receivedMetaMessages(
  body: unknown,
): { platform: MetaPlatform; messages: ReceivedMessage[] } | null {
  const object = record(body).object;
  const platform: MetaPlatform | null =
    object === 'page' ? 'messenger' : object === 'instagram' ? 'instagram' : null;
  if (!platform) return null;
  const messages: ReceivedMessage[] = [];
  for (const entry of list(record(body).entry)) {
    const e = record(entry);
    for (const item of list(e.messaging)) {
      const event = record(item);
      const message = record(event.message);
      const postback = record(event.postback);
      if (message.is_echo === true) continue;
      const messageId = text(message.mid, 300) ?? text(postback.mid, 300);
      const senderId = text(record(event.sender).id, 50);
      const accountId = text(record(event.recipient).id, 50) ?? text(e.id, 50);
      if (!messageId || !senderId || !accountId || !/^\d+$/.test(senderId) || !/^\d+$/.test(accountId))
        continue;
      const attachments = list(message.attachments);
      const type = event.postback
        ? 'postback'
        : message.quick_reply
          ? 'quick_reply'
          : typeof message.text === 'string'
            ? 'text'
            : (text(record(attachments[0]).type, 50) ?? 'unknown');
      // Meta's time in milliseconds, never later than now: the reply windows count from it.
      const ms = Number(event.timestamp);
      messages.push({
        channel: platform,
        accountId,
        messageId,
        senderId,
        profileName: null,
        type,
        sentAt: new Date(Number.isFinite(ms) && ms > 0 ? Math.min(ms, Date.now()) : Date.now()),
        payload: event,
      });
    }
  }
  return { platform, messages };
}

/** Messenger's and Instagram's receipts: the customer's app got (`delivery`) or showed (`read`) messages. */
export interface MetaReceipt {
  delivery: 'delivered' | 'read';
  accountId: string;
  /** The customer (the event's sender). */
  senderId: string;
  /** The messages it names, when it names them. */
  messageIds: string[];
  /** Everything sent before this time (Meta's watermark) is covered; null when it gives none. */
  watermark: Date | null;
}

export function receivedMetaReceipts(body: unknown): MetaReceipt[] {
  const found: MetaReceipt[] = [];
  for (const entry of list(record(body).entry)) {
    for (const item of list(record(entry).messaging)) {
      const event = record(item);
      const kind = event.delivery ? 'delivered' : event.read ? 'read' : null;
      if (!kind) continue;
      const receipt = record(kind === 'delivered' ? event.delivery : event.read);
      const senderId = text(record(event.sender).id, 50);
      const accountId = text(record(event.recipient).id, 50) ?? text(record(entry).id, 50);
      if (!senderId || !accountId) continue;
      const mids = list(receipt.mids).flatMap((mid) => (text(mid, 300) ? [mid as string] : []));
      const mid = text(receipt.mid, 300);
      const watermark = Number(receipt.watermark);
      found.push({
        delivery: kind,
        accountId,
        senderId,
        messageIds: mid ? [...mids, mid] : mids,
        watermark: Number.isFinite(watermark) && watermark > 0 ? new Date(watermark) : null,
      });
    }
  }
  return found;
}
