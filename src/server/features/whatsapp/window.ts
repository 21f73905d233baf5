/**
 * WhatsApp's customer-service window: for 24 hours after a customer's last message a business may send them
 * any message; after it only approved templates (not offered yet, decision 023).
 */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 3_600_000;

export function customerServiceWindow(
  customerMessageAt: Date | null,
  now = new Date(),
): { open: boolean; closesAt: Date | null } {
  if (!customerMessageAt) return { open: false, closesAt: null };
  const closesAt = new Date(customerMessageAt.getTime() + CUSTOMER_SERVICE_WINDOW_MS);
  return { open: closesAt > now, closesAt };
}
