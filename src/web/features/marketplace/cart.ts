import { z } from 'zod';
import { CURRENCY_CODES, fromMinorUnits, toMinorUnits, type Currency } from '../../../shared/money';
import { MarketLimits, PUBLICATION_TYPES, type Publication } from '../../../shared/schemas/marketplace';

/**
 * The client-side cart of spec sections 3 and 4: a list of {sellerId, publications[]}, one cart per seller.
 * Pure functions over immutable values, so the rules are tested without a browser; cart-store.ts persists.
 * Each line keeps a copy of what the buyer saw; the server re-reads prices and stock on checkout.
 */
const CartItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  typed: z.enum(PUBLICATION_TYPES),
  price: z.string(),
  currency: z.enum(CURRENCY_CODES),
  image: z.string().nullable(),
  stock: z.number().int().nullable(),
  quantity: z.number().int().min(1),
});
const SellerCartSchema = z.object({
  sellerId: z.string(),
  seller: z.object({ name: z.string(), hero: z.string().nullable() }),
  publications: z.array(CartItemSchema).min(1),
});
const CartSchema = z.array(SellerCartSchema);

export type CartItem = z.infer<typeof CartItemSchema>;
export type SellerCart = z.infer<typeof SellerCartSchema>;
export type Cart = SellerCart[];

export interface MoneyTotal {
  currency: Currency;
  /** A decimal string, summed in integer minor units. */
  amount: string;
}

/** What was stored, or an empty cart when it is missing or not a cart (an older shape, a hand edit). */
export function parseCart(raw: string | null): Cart {
  if (!raw) return [];
  try {
    const parsed = CartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The most units of a line: its stock (products) and the per-item limit of an order. */
export function maxQuantity(item: Pick<CartItem, 'stock'>): number {
  return Math.max(1, Math.min(item.stock ?? MarketLimits.quantityMax, MarketLimits.quantityMax));
}

function clampQuantity(item: Pick<CartItem, 'stock'>, quantity: number): number {
  return Math.min(Math.max(1, Math.trunc(quantity) || 1), maxQuantity(item));
}

/** A cart line from a publication as the buyer sees it. */
export function cartItemOf(publication: Publication, quantity = 1): CartItem {
  const item = {
    _id: publication._id,
    title: publication.title,
    typed: publication.typed,
    price: publication.price,
    currency: publication.currency,
    image: publication.images[0]?.lazyUrl || publication.images[0]?.url || null,
    stock: publication.stock,
  };
  return { ...item, quantity: clampQuantity(item, quantity) };
}

/**
 * Adds a publication: creates the seller's cart when it is missing and ignores a publication _id already in
 * it (spec section 4), returning the same cart.
 */
export function addToCart(cart: Cart, publication: Publication, quantity = 1): Cart {
  const sellerId = publication.createdBy._id;
  const existing = cart.find((c) => c.sellerId === sellerId);
  const item = cartItemOf(publication, quantity);
  if (!existing) {
    const seller = { name: publication.createdBy.name, hero: publication.createdBy.hero };
    return [...cart, { sellerId, seller, publications: [item] }];
  }
  if (existing.publications.some((p) => p._id === item._id)) return cart;
  return cart.map((c) => (c === existing ? { ...c, publications: [...c.publications, item] } : c));
}

/** Removes one publication; the seller's cart is deleted once it becomes empty (spec section 4). */
export function removeFromCart(cart: Cart, sellerId: string, publicationId: string): Cart {
  return cart.flatMap((c) => {
    if (c.sellerId !== sellerId) return [c];
    const publications = c.publications.filter((p) => p._id !== publicationId);
    return publications.length > 0 ? [{ ...c, publications }] : [];
  });
}

/** Clear ("Vaciar"): removes one seller's cart, the others stay. */
export function clearSellerCart(cart: Cart, sellerId: string): Cart {
  return cart.filter((c) => c.sellerId !== sellerId);
}

/** Sets a line's quantity, kept between 1 and its stock (at most the per-item limit). */
export function setQuantity(cart: Cart, sellerId: string, publicationId: string, quantity: number): Cart {
  return cart.map((c) =>
    c.sellerId !== sellerId
      ? c
      : {
          ...c,
          publications: c.publications.map((p) =>
            p._id === publicationId ? { ...p, quantity: clampQuantity(p, quantity) } : p,
          ),
        },
  );
}

export function isInCart(cart: Cart, publicationId: string): boolean {
  return cart.some((c) => c.publications.some((p) => p._id === publicationId));
}

/** A line's amount (price × quantity) as a decimal string. */
export function lineTotal(item: Pick<CartItem, 'price' | 'currency' | 'quantity'>): string {
  return fromMinorUnits((toMinorUnits(item.price, item.currency) ?? 0) * item.quantity, item.currency);
}

/** The totals of some lines, one per currency in order of appearance, with exact decimal arithmetic. */
export function totalsByCurrency(items: ReadonlyArray<Pick<CartItem, 'price' | 'currency' | 'quantity'>>) {
  const minor = new Map<Currency, number>();
  for (const item of items) {
    const unit = toMinorUnits(item.price, item.currency) ?? 0;
    minor.set(item.currency, (minor.get(item.currency) ?? 0) + unit * item.quantity);
  }
  return [...minor].map(([currency, amount]): MoneyTotal => ({
    currency,
    amount: fromMinorUnits(amount, currency),
  }));
}

/** Units in every seller's cart: the top bar's count. */
export function cartCount(cart: Cart): number {
  return cart.reduce((sum, c) => sum + c.publications.reduce((n, p) => n + p.quantity, 0), 0);
}

/** The body of POST /pay for one seller's cart. */
export function newOrderOf(sellerCart: SellerCart) {
  return {
    sellerId: sellerCart.sellerId,
    items: sellerCart.publications.map((p) => ({ publicationId: p._id, quantity: p.quantity })),
  };
}

/** Once an order is paid, its lines leave that seller's cart (an emptied cart is deleted). */
export function removeOrderedItems(
  cart: Cart,
  sellerId: string,
  publicationIds: ReadonlyArray<string | null>,
): Cart {
  const sellerCart = cart.find((c) => c.sellerId === sellerId);
  if (!sellerCart?.publications.some((p) => publicationIds.includes(p._id))) return cart;
  return publicationIds.reduce<Cart>(
    (current, id) => (id ? removeFromCart(current, sellerId, id) : current),
    cart,
  );
}
