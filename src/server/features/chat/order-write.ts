import { PHONE_COUNTRY_CODES, type PhoneCountry } from '../../../shared/contact';
import { findFlagCountry } from '../../../shared/countries';
import { msg } from '../../../shared/messages.es';
import { orderReference } from '../../../shared/order-reference';
import { NewOrderSchema, type NewOrder } from '../../../shared/schemas/marketplace';
import type { ChatResponse } from '../../../shared/schemas/chat';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../../lib/user-row';
import { newToken } from '../../lib/tokens';
import { fromMinorUnits, type Currency } from '../../../shared/money';
import {
  guestOrderUrl,
  holdOrder,
  HOLD_MINUTES,
  openCheckout,
  type HeldOrder,
} from '../marketplace/orders.service';
import { sandboxOf } from '../marketplace/providers';
import type { OrderRequest, TurnSelling } from './order-turn';
import type { Catalog } from './catalog';

/**
 * The order a conversation places (issue 40, item 2, decision 053), around the turn: its id and the key of
 * its page exist before the turn (the reply names its reference), its units are held in the transaction
 * that stores the turn (both or neither: a retried turn never holds twice), and its provider checkout is
 * opened once that committed.
 */

/** The turn's view of the owner's shop, with the reference the order would get in this turn. */
export function turnSelling(
  ctx: AppContext,
  catalog: Catalog,
  orderId: string,
  refused: string | null,
  knownPhone: string | null,
): TurnSelling {
  return {
    catalog,
    knownPhone,
    testMode: sandboxOf(ctx) !== null,
    nextReference: orderReference(orderId),
    holdMinutes: HOLD_MINUTES,
    refused,
  };
}

const phoneCountryOf = (country: string | null): PhoneCountry => {
  const key = country ? findFlagCountry(country)?.key : undefined;
  return (PHONE_COUNTRY_CODES as readonly string[]).includes(key ?? '')
    ? (key as PhoneCountry)
    : PHONE_COUNTRY_CODES[0];
};

/** The order asked in the conversation, as the checkout form would send it; refused in Spanish if invalid. */
export function newOrderOf(sellerId: string, country: string | null, request: OrderRequest): NewOrder {
  const parsed = NewOrderSchema.safeParse({
    sellerId,
    items: [{ publicationId: request.publicationId, quantity: request.quantity }],
    buyer: {
      name: request.name,
      email: request.email,
      phone: request.phone,
      phoneCountry: phoneCountryOf(country),
      delivery: request.delivery,
      address: request.address ?? '',
    },
  });
  if (!parsed.success) {
    throw new AppError('bad_request', 400, parsed.error.issues[0]?.message ?? msg.api.validation);
  }
  return parsed.data;
}

export interface ConversationOrder {
  id: string;
  /**
   * Holds the units and writes the order, in the turn's transaction, and puts the order and its page in
   * the reply: a channel that sends the reply from the same transaction (WhatsApp) sends them too.
   */
  hold: (tx: DbOrTx, response: ChatResponse) => Promise<void>;
  /**
   * After the turn committed: the provider's checkout. If it cannot be opened the order expires at once
   * and the reply says so instead.
   */
  open: (response: ChatResponse) => Promise<void>;
}

/** The order of a turn that placed one, ready to be held with it. */
export function conversationOrder(
  ctx: AppContext,
  input: {
    id: string;
    viewer: UserRow | null;
    botId: string;
    sellerId: string;
    country: string | null;
    conversationId: string;
  },
  request: OrderRequest,
): ConversationOrder {
  const key = newToken();
  const newOrder = newOrderOf(input.sellerId, input.country, request);
  let held: HeldOrder | null = null;
  return {
    id: input.id,
    hold: async (tx, response) => {
      held = await holdOrder(ctx, tx, input.viewer, newOrder, {
        id: input.id,
        guestKey: key,
        conversation: { botId: input.botId, conversationId: input.conversationId },
      });
      const { row } = held;
      const url = guestOrderUrl(ctx, key);
      const currency = row.currency as Currency;
      response.checkoutUrl = url;
      response.order = {
        _id: row.id,
        reference: orderReference(row.id),
        status: 'pending',
        total: fromMinorUnits(row.totalMinor, currency),
        currency,
        holdUntil: row.holdUntil.toISOString(),
        testMode: sandboxOf(ctx) !== null,
      };
      response.messageLinks = [
        ...response.messageLinks,
        { key: 'web', url, title: msg.selling.payButton, hexa: '#2B8A3E' },
      ];
    },
    open: async (response) => {
      if (!held) return;
      try {
        await openCheckout(ctx, held);
      } catch (error) {
        // The order expired and its units are back on sale: the visitor hears it instead of a dead link.
        if (!(error instanceof AppError)) throw error;
        response.message = msg.selling.checkoutFailed;
        delete response.checkoutUrl;
        delete response.order;
        response.messageLinks = response.messageLinks.filter((link) => link.title !== msg.selling.payButton);
      }
    },
  };
}
