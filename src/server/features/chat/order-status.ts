import { countryCode } from '../../../shared/countries';
import { msg } from '../../../shared/messages.es';
import { orderReference } from '../../../shared/order-reference';
import { rankConcepts } from '../../lib/nlu/concepts';
import { fold } from '../../lib/nlu/normalize';

/**
 * "¿Cómo va mi pedido?" in the conversation (issue 40, item 3, decision 052), as a pure step of the turn:
 * a question about an order (its reference, or the order-status concept with a word of ordering) asks
 * chat.service for the orders the conversation proves are the visitor's (the signed-in buyer, the e-mail or
 * phone of the purchase given in the conversation); the reply tells the status of one of them, or the same
 * "No encuentro un pedido con esos datos" whether the reference exists or not.
 */

const m = msg.conversation;

/** An order as the turn may tell it: nothing of its items, its buyer or its amount. */
export interface OrderSeen {
  id: string;
  status: 'pending' | 'paid' | 'rejected' | 'refunded' | 'expired';
  delivered: boolean;
}

/** What the turn asks chat.service to look up. */
export interface OrderLookup {
  /** The first characters of the order's id, lower case, without dashes ("3f2a9c1d"); null for the latest. */
  reference: string | null;
  emails: string[];
  phones: string[];
}

/** "#3F2A9C1D", "pedido 3f2a": four to eight hexadecimal characters, at least one of them a digit. */
const REFERENCE = /(?:#|\b(?:pedido|orden|compra|numero|nro|n)\s*(?:#|n[°º]?\s*)?)\s*([0-9a-f]{4,8})\b/i;
const MY_ORDER =
  /\b(mi|mis|nuestro|nuestros|nuestra|nuestras)\s+(pedido|pedidos|orden|ordenes|compra|compras|encargo|envio|paquete)\b|\b(pedido|orden|compra|encargo)\s+que\s+(hice|hicimos|realice|pedi|compre)\b/;
const EMAIL = /[^\s<>()@]+@[^\s<>()@]+\.[^\s<>()@]+/g;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;

/**
 * The reference a message gives, lower case, or null. A short number without "#" ("una compra 5000") is a
 * quantity or a price, not a reference: it needs a letter of the id, six characters or the "#".
 */
export function referenceIn(message: string): string | null {
  const match = REFERENCE.exec(message);
  const found = match?.[1];
  if (!found || !/\d/.test(found)) return null;
  const marked = match[0].includes('#') || /[a-f]/i.test(found) || found.length >= 6;
  return marked ? found.toLowerCase() : null;
}

/**
 * Whether a message asks how an order is going (with or without its reference): the visitor's own order
 * ("mi pedido", "la compra que hice"), read by the concept bank as a question of an order's state. Without
 * the possessive it is a question about ordering ("¿hacen pedidos personalizados?", "¿cuánto tarda el envío
 * de un pedido?") for the owner's answers; with it, the state may come second to a word beside it ("¿y
 * ahora cómo va mi pedido?" reads "ahora" as stock first).
 */
export function asksOrderStatus(message: string, country: string | null): boolean {
  if (referenceIn(message)) return true;
  if (!MY_ORDER.test(fold(message))) return false;
  return rankConcepts(message, countryCode(country))
    .slice(0, 2)
    .some((concept) => concept.id === 'order-status');
}

/** The e-mails and the phones' digits a message gives (an all-digit reference, "#20394817", is no phone). */
export function contactsIn(message: string): { emails: string[]; phones: string[] } {
  const reference = REFERENCE.exec(message)?.[0];
  const rest = reference ? message.replace(reference, ' ') : message;
  return {
    emails: [...message.matchAll(EMAIL)].map((match) => match[0].replace(/[.,;]+$/, '').toLowerCase()),
    phones: [...rest.matchAll(PHONE)]
      .map((match) => match[0].replace(/\D/g, ''))
      .filter((digits) => digits.length >= 8),
  };
}

/** An order's status as the buyer reads it, with its reference. */
export function orderStatusText(order: OrderSeen, seller: string): string {
  const reference = orderReference(order.id);
  if (order.delivered) return m.orderDelivered(reference, seller);
  switch (order.status) {
    case 'pending':
      return m.orderPending(reference);
    case 'paid':
      return m.orderPaid(reference, seller);
    case 'rejected':
      return m.orderRejected(reference);
    case 'refunded':
      return m.orderRefunded(reference);
    case 'expired':
      return m.orderExpired(reference);
  }
}
