import type { OrderDraft } from '../../../shared/conversation-state';
import { formatMoney } from '../../../shared/format-money';
import { msg } from '../../../shared/messages.es';
import { fromMinorUnits, toMinorUnits } from '../../../shared/money';
import { CheckoutLimits, MarketLimits } from '../../../shared/schemas/marketplace';
import type { StoredDataField } from '../../../shared/schemas/training';
import { phrasesOf } from '../../lib/nlu/lexicon';
import { fold } from '../../lib/nlu/normalize';
import type { CatalogItem } from '../marketplace/publications.service';
import type { Catalog } from './catalog';
import {
  contactIn,
  detailFills,
  knownDetails,
  nameIn,
  PHONE_LIKE,
  type DetailsContext,
} from './visitor-details';

/**
 * An order in the conversation (issue 40, item 2, decision 053), as a pure step of the turn: "lo quiero",
 * "quiero comprar 2 cajas" or the card's «Comprar» start it for a product named in the message or just
 * shown; the bot confirms the item and quantity (stock and the per-order limit checked), asks what the
 * checkout form asks (name, e-mail, phone, delivery or pick-up and the address), reusing what the
 * conversation already collected, sums up and, on "sí", asks chat.service to place the order: the same
 * order, hold and payment as the cart's, written with the turn.
 */

const m = msg.selling;

/** What the turn knows of the owner's shop. */
export interface TurnSelling {
  catalog: Pick<Catalog, 'find' | 'items'>;
  /** The payments run in the built-in sandbox: every message of an order says no real money moves. */
  testMode: boolean;
  /** The reference the order will have if this turn places it ("#3F2A9C1D"). */
  nextReference: string;
  /** Minutes the units stay held for the buyer. */
  holdMinutes: number;
  /** The customer's number as the channel verified it (WhatsApp): never asked. */
  knownPhone: string | null;
  /**
   * Why the order this message confirms could not be placed (the last unit went meanwhile, the seller's
   * payments were disconnected): the turn is taken again and says so instead.
   */
  refused: string | null;
}

/** The order a turn asks chat.service to place, once the visitor said yes. */
export interface OrderRequest {
  publicationId: string;
  quantity: number;
  name: string;
  email: string;
  phone: string;
  delivery: 'delivery' | 'pickup';
  address: string | null;
}

export interface OrderStepInput extends DetailsContext {
  selling: TurnSelling;
  draft: OrderDraft | null;
  /** The products the last reply showed as cards. */
  shown: string[];
  message: string;
  ownerName: string;
  /** Whether the message is a question the bot answers otherwise (an intent, a passage…). */
  isQuestion: () => boolean;
  /** Whether one of the owner's intents reads the message ("¿se puede comprar con tarjeta?" is payments). */
  ownerAnswers: () => boolean;
}

export type OrderStep =
  | { kind: 'pass' }
  | {
      kind: 'reply';
      /** The draft to keep (null: the order is over, placed or let go). */
      draft: OrderDraft | null;
      parts: string[];
      options: string[];
      fill: Array<{ field: StoredDataField; value: string }>;
      order: OrderRequest | null;
    };

const BUY = new RegExp(`\\b${phrasesOf('buy-ask')}\\b`);
const QUESTION = /[?¿]/;
/**
 * "quiero 2", "quiero la torta", "me vendés dos": wanting a number of something, or a thing named, is buying
 * it (a product of the owner's must still be named or just shown).
 */
const WANT_SOME =
  /\b(quiero|quisiera|dame|deme|mandame|me das|me pasas|me vendes|me vendas|me venden)\s+(\d{1,2}|un par|una docena|media docena|un|una|uno|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|el|la|los|las|ese|esa|esos|esas|este|esta|estos|estas)\b/;
const YES = new RegExp(`^${phrasesOf('yes')}\\b|^${phrasesOf('ack')}\\b`);
const DROP = new RegExp(`^(${phrasesOf('decline')}|cancelar|cancela|dejalo|deja|olvidalo|ya no)\\b`);
const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  'un par': 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  'media docena': 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  'una docena': 12,
};
const QUANTITY_WORD = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
);
const DELIVERY = /\b(envio|envios|enviar|enviamelo|domicilio|delivery|a casa|mandar|mandamelo|despacho)\b/;
const PICKUP =
  /\b(retiro|retirar|retirarlo|buscar|paso a buscar|recoger|recojo|pick ?up|en el local|en persona)\b/;

/** Whether a message asks to buy: a word of buying, or wanting a number of something. */
export function asksToBuy(message: string): boolean {
  const folded = fold(message);
  return BUY.test(folded) || WANT_SOME.test(folded);
}

/**
 * The quantity a message asks for: a number or a number word, leaving out the numbers of the product's own
 * title ("quiero 2 cajas de 12" is two of "Caja de 12"). Null when it names none.
 */
export function quantityIn(message: string, title: string | null): number | null {
  const folded = fold(message);
  const own = new Set(title ? (fold(title).match(/\d+/g) ?? []) : []);
  for (const digits of folded.match(/\d+/g) ?? []) {
    if (!own.has(digits)) return Number(digits);
  }
  const word = folded.match(QUANTITY_WORD)?.[1];
  return word ? NUMBER_WORDS[word]! : null;
}

function newDraft(): OrderDraft {
  return {
    step: 'product',
    candidates: [],
    publicationId: null,
    quantity: null,
    name: null,
    email: null,
    phone: null,
    delivery: null,
    address: null,
    misses: 0,
  };
}

type Reply = Extract<OrderStep, { kind: 'reply' }>;

function reply(draft: OrderDraft | null, parts: string[], options: string[] = []): Reply {
  return { kind: 'reply', draft, parts, options, fill: [], order: null };
}

/** Chips for a quantity: 1 to 3, as far as the stock goes. */
function quantityChips(item: CatalogItem): string[] {
  const most = Math.min(3, item.stock ?? 3);
  return Array.from({ length: most }, (_, i) => String(i + 1));
}

/** A quantity asked: within the stock and the per-order limit, or the reason it is not. */
function checkQuantity(item: CatalogItem, quantity: number): string | null {
  if (quantity > MarketLimits.quantityMax) return m.quantityMax(MarketLimits.quantityMax);
  if (item.stock !== null && quantity > item.stock) return m.onlyLeft(item.title, item.stock);
  return null;
}

function totalOf(item: CatalogItem, quantity: number): string {
  const unit = toMinorUnits(item.price, item.currency) ?? 0;
  return formatMoney(fromMinorUnits(unit * quantity, item.currency), item.currency);
}

/** The step after the quantity: the contact the checkout asks, the delivery, or the summary to confirm. */
function askNext(input: OrderStepInput, draft: OrderDraft, item: CatalogItem, prefix: string[] = []): Reply {
  const known = knownDetails(input, draft);
  const has = { ...known, phone: known.phone ?? input.selling.knownPhone };
  const next: OrderDraft = { ...draft, name: has.name, email: has.email, phone: has.phone, misses: 0 };
  if (!has.name) return reply({ ...next, step: 'name' }, [...prefix, m.askName]);
  if (!has.email) return reply({ ...next, step: 'email' }, [...prefix, m.askEmail]);
  if (!has.phone) return reply({ ...next, step: 'phone' }, [...prefix, m.askPhone]);
  if (!next.delivery) {
    return reply(
      { ...next, step: 'delivery' },
      [...prefix, m.askDelivery],
      [m.deliveryOption, m.pickupOption],
    );
  }
  if (next.delivery === 'delivery' && !next.address) {
    return reply({ ...next, step: 'address' }, [...prefix, m.askAddress]);
  }
  const delivery = next.delivery === 'delivery' ? m.deliveryTo(next.address!) : m.pickup;
  const who = `${next.name} (${next.email}, ${next.phone})`;
  return reply(
    { ...next, step: 'confirm' },
    [...prefix, m.summary(next.quantity!, item.title, totalOf(item, next.quantity!), who, delivery)],
    [m.confirmYes, m.confirmNo],
  );
}

/** The product chosen: its quantity (asked, or checked when the message said it), then the rest. */
function chooseProduct(input: OrderStepInput, draft: OrderDraft, item: CatalogItem): Reply {
  if (!item.purchasable) return reply(null, [m.notPurchasable(item.title, input.ownerName)]);
  if (item.stock === 0) return reply(null, [m.soldOut(item.title)]);
  const next: OrderDraft = { ...draft, publicationId: item.publicationId, candidates: [], misses: 0 };
  const quantity = quantityIn(input.message, item.title);
  if (quantity === null || quantity < 1) {
    return reply({ ...next, step: 'quantity' }, [m.askQuantity(item.title)], quantityChips(item));
  }
  const refused = checkQuantity(item, quantity);
  if (refused) return reply({ ...next, step: 'quantity' }, [refused], quantityChips(item));
  return askNext(input, { ...next, quantity }, item);
}

/** The question of the step the draft waits on, with its chips (said again after an answer to something else). */
export function orderPrompt(draft: OrderDraft, selling: TurnSelling): { text: string; options: string[] } {
  const step = stepQuestion(draft, selling);
  return { text: `${m.stillOrdering} ${step.text}`, options: step.options };
}

function stepQuestion(draft: OrderDraft, selling: TurnSelling): { text: string; options: string[] } {
  const item = selling.catalog.items.find((i) => i.publicationId === draft.publicationId);
  switch (draft.step) {
    case 'product':
      return { text: m.askProduct, options: titlesOf(selling, draft.candidates) };
    case 'quantity':
      return { text: m.howMany(item?.title ?? ''), options: item ? quantityChips(item) : [] };
    case 'name':
      return { text: m.askName, options: [] };
    case 'email':
      return { text: m.askEmail, options: [] };
    case 'phone':
      return { text: m.askPhone, options: [] };
    case 'delivery':
      return { text: m.askDelivery, options: [m.deliveryOption, m.pickupOption] };
    case 'address':
      return { text: m.askAddress, options: [] };
    case 'confirm':
      return { text: m.confirmAgain, options: [m.confirmYes, m.confirmNo] };
  }
}

function titlesOf(selling: TurnSelling, ids: string[]): string[] {
  return ids.flatMap((id) => selling.catalog.items.find((i) => i.publicationId === id)?.title ?? []);
}

function missed(draft: OrderDraft, text: string, options: string[] = []): Reply {
  if (draft.misses + 1 >= 2) return reply(null, [m.dropped]);
  return reply({ ...draft, misses: draft.misses + 1 }, [text], options);
}

/** The products a message names, best first; those just shown when it names none. */
function productsMeant(input: OrderStepInput): CatalogItem[] {
  const named = input.selling.catalog.find(input.message).map((match) => match.item);
  if (named.length) return named;
  return input.shown.flatMap(
    (id) => input.selling.catalog.items.find((item) => item.publicationId === id) ?? [],
  );
}

/** The candidate a message picks: its title, all of its words, or its number in the list. */
function candidatePicked(input: OrderStepInput, candidates: CatalogItem[]): CatalogItem | undefined {
  const folded = fold(input.message);
  const index = Number(folded) - 1;
  if (Number.isInteger(index) && candidates[index]) return candidates[index];
  const exact = candidates.find((item) => fold(item.title) === folded);
  if (exact) return exact;
  const named = input.selling.catalog.find(input.message).map((match) => match.item.publicationId);
  const among = candidates.filter((item) => named.includes(item.publicationId));
  return among.length === 1
    ? among[0]
    : named.length
      ? among.find((i) => i.publicationId === named[0])
      : undefined;
}

/**
 * One message of an order: starts one when the message asks to buy a product of the owner's, or takes the
 * step the draft waits on. `pass` leaves the message to the rest of the turn (a question mid-order is
 * answered, and the draft waits).
 */
export function orderStep(input: OrderStepInput): OrderStep {
  const { selling, message } = input;
  const folded = fold(message);
  const draft = input.draft;
  const withNotice = (out: OrderStep): OrderStep =>
    out.kind === 'reply' && selling.testMode && out.draft
      ? { ...out, parts: [...out.parts, m.testMode] }
      : out;

  // Another product asked for by name mid-order ("mejor quiero la de frutilla") starts the order again.
  const changes =
    !!draft &&
    draft.step !== 'product' &&
    asksToBuy(message) &&
    selling.catalog.find(message).some((match) => match.item.publicationId !== draft.publicationId);
  if (!draft || changes) {
    if (!asksToBuy(message)) return { kind: 'pass' };
    // A question the owner answers is not an order, even with a word of buying in it.
    if (QUESTION.test(message) && input.ownerAnswers()) return { kind: 'pass' };
    const meant = productsMeant(input);
    if (!meant.length) return { kind: 'pass' };
    const started = newDraft();
    if (meant.length === 1) return withNotice(chooseProduct(input, started, meant[0]!));
    const candidates = meant.map((item) => item.publicationId);
    return withNotice(reply({ ...started, candidates }, [m.askProduct], titlesOf(selling, candidates)));
  }

  const item = selling.catalog.items.find((i) => i.publicationId === draft.publicationId);
  // The product left the catalog meanwhile (sold out, paused): the order starts again from the product.
  if (draft.step !== 'product' && !item) return reply(null, [m.dropped]);
  // "paso a retirarlo" is a pick-up, not a "paso" that lets the order go.
  const answersDelivery = draft.step === 'delivery' && (DELIVERY.test(folded) || PICKUP.test(folded));
  if (DROP.test(folded) && folded.split(' ').length <= 3 && draft.step !== 'confirm' && !answersDelivery) {
    return reply(null, [m.dropped]);
  }

  switch (draft.step) {
    case 'product': {
      const candidates = draft.candidates.flatMap(
        (id) => selling.catalog.items.find((i) => i.publicationId === id) ?? [],
      );
      const picked = candidatePicked(input, candidates);
      if (picked) return withNotice(chooseProduct(input, draft, picked));
      if (input.isQuestion()) return { kind: 'pass' };
      return withNotice(missed(draft, m.productNotRead, titlesOf(selling, draft.candidates)));
    }
    case 'quantity': {
      const quantity = quantityIn(message, item!.title);
      if (quantity !== null && quantity >= 1) {
        const refused = checkQuantity(item!, quantity);
        if (refused) return withNotice(missed(draft, refused, quantityChips(item!)));
        return withNotice(askNext(input, { ...draft, quantity }, item!));
      }
      if (input.isQuestion()) return { kind: 'pass' };
      return withNotice(missed(draft, m.quantityNotRead, quantityChips(item!)));
    }
    case 'name': {
      if (input.isQuestion()) return { kind: 'pass' };
      // "lo quiero" again is no name.
      if (asksToBuy(message)) return withNotice(missed(draft, m.nameNotRead));
      const contact = contactIn(message, input.country);
      const name = nameIn(contact.rest);
      if (!name || name.length < CheckoutLimits.nameMin) return withNotice(missed(draft, m.nameNotRead));
      return withNotice(
        filled(input, {
          ...draft,
          name,
          email: draft.email ?? contact.email,
          phone: draft.phone ?? contact.phone,
        }),
      );
    }
    case 'email':
    case 'phone': {
      const contact = contactIn(message, input.country);
      const given = draft.step === 'email' ? contact.email : contact.phone;
      if (given || contact.email || contact.phone) {
        return withNotice(
          filled(input, {
            ...draft,
            email: draft.email ?? contact.email,
            phone: draft.phone ?? contact.phone,
          }),
        );
      }
      if (input.isQuestion()) return { kind: 'pass' };
      if (draft.step === 'phone' || PHONE_LIKE.test(message))
        return withNotice(missed(draft, m.phoneNotRead));
      return withNotice(missed(draft, m.emailNotRead));
    }
    case 'delivery': {
      const wantsDelivery = folded === fold(m.deliveryOption) || DELIVERY.test(folded);
      const wantsPickup = folded === fold(m.pickupOption) || PICKUP.test(folded);
      if (wantsDelivery !== wantsPickup) {
        const next: OrderDraft = { ...draft, delivery: wantsDelivery ? 'delivery' : 'pickup' };
        return withNotice(askNext(input, wantsPickup ? { ...next, address: null } : next, item!));
      }
      if (input.isQuestion()) return { kind: 'pass' };
      return withNotice(missed(draft, m.askDelivery, [m.deliveryOption, m.pickupOption]));
    }
    case 'address': {
      if (input.isQuestion() && message.includes('?')) return { kind: 'pass' };
      const address = message.trim().replace(/\s+/g, ' ').slice(0, CheckoutLimits.addressMax);
      if (address.length < CheckoutLimits.addressMin || !/\p{L}/u.test(address) || !/\d/.test(address)) {
        return withNotice(missed(draft, m.addressShort));
      }
      return withNotice(askNext(input, { ...draft, address }, item!));
    }
    case 'confirm': {
      if (folded === fold(m.confirmNo) || DROP.test(folded)) return reply(null, [m.dropped]);
      if (folded === fold(m.confirmYes) || YES.test(folded)) return confirm(input, draft, item!);
      if (input.isQuestion()) return { kind: 'pass' };
      return withNotice(missed(draft, m.confirmAgain, [m.confirmYes, m.confirmNo]));
    }
  }
}

/** A contact answer: kept in the draft and in the bot's data fields, then the next step. */
function filled(input: OrderStepInput, draft: OrderDraft): Reply {
  const item = input.selling.catalog.items.find((i) => i.publicationId === draft.publicationId)!;
  const out = askNext(input, draft, item);
  out.fill = detailFills(input, draft);
  return out;
}

/** "Sí": the stock is checked once more against the catalog as it stands, and the order is asked for. */
function confirm(input: OrderStepInput, draft: OrderDraft, item: CatalogItem): Reply {
  const { selling } = input;
  if (selling.refused) return reply(null, [m.refused(selling.refused)]);
  if (!item.purchasable) return reply(null, [m.notPurchasable(item.title, input.ownerName)]);
  const refused = checkQuantity(item, draft.quantity!);
  if (item.stock === 0) return reply(null, [m.soldOut(item.title)]);
  if (refused) return reply({ ...draft, step: 'quantity', misses: 0 }, [refused], quantityChips(item));
  const out = reply(null, [
    m.placed(selling.nextReference, selling.holdMinutes),
    ...(selling.testMode ? [m.testMode] : []),
  ]);
  out.order = {
    publicationId: item.publicationId,
    quantity: draft.quantity!,
    name: draft.name!,
    email: draft.email!,
    phone: draft.phone!,
    delivery: draft.delivery!,
    address: draft.delivery === 'delivery' ? draft.address : null,
  };
  return out;
}
