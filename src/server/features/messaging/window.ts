import type { MessagingChannel } from '../../db/schema';

/**
 * Meta's reply windows. WhatsApp: for 24 hours after a customer's last message a business may send them any
 * message; after it only approved templates. Messenger and Instagram: 24 hours for any message, then 7 days
 * for a person's reply sent with the HUMAN_AGENT tag (decision 054).
 */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 3_600_000;
export const HUMAN_AGENT_WINDOW_MS = 7 * 24 * 3_600_000;

export function customerServiceWindow(
  customerMessageAt: Date | null,
  now = new Date(),
): { open: boolean; closesAt: Date | null } {
  if (!customerMessageAt) return { open: false, closesAt: null };
  const closesAt = new Date(customerMessageAt.getTime() + CUSTOMER_SERVICE_WINDOW_MS);
  return { open: closesAt > now, closesAt };
}

/**
 * Whether a person's hand reply can reach the customer now, until when, and whether it must go with the
 * human agent tag (Messenger and Instagram after the first 24 hours).
 */
export function handReplyWindow(
  channel: MessagingChannel,
  customerMessageAt: Date | null,
  now = new Date(),
): { open: boolean; closesAt: Date | null; humanAgent: boolean } {
  const standard = customerServiceWindow(customerMessageAt, now);
  if (channel === 'whatsapp' || standard.open || !customerMessageAt)
    return { ...standard, humanAgent: false };
  const closesAt = new Date(customerMessageAt.getTime() + HUMAN_AGENT_WINDOW_MS);
  return { open: closesAt > now, closesAt, humanAgent: true };
}
