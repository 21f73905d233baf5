import { describe, expect, it } from 'vitest';
import type { Publication } from '../../../shared/schemas/marketplace';
import {
  addToCart,
  cartCount,
  clearSellerCart,
  isInCart,
  lineTotal,
  newOrderOf,
  parseCart,
  removeFromCart,
  removeOrderedItems,
  setQuantity,
  totalsByCurrency,
  type Cart,
} from './cart';

function publication(id: string, sellerId: string, overrides: Partial<Publication> = {}): Publication {
  return {
    _id: id,
    createdBy: { _id: sellerId, name: `Vendedor ${sellerId}`, hero: null, pictureUrl: null },
    typed: 'product',
    title: `Publicación ${id}`,
    description: '',
    price: '10.10',
    currency: 'ARS',
    stock: 5,
    images: [{ url: '/uploads/a.webp', lazyUrl: '/uploads/a-thumb.webp' }],
    labels: [],
    country: '',
    city: '',
    status: 1,
    purchasable: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('cart rules (spec section 4)', () => {
  it("creates the seller's cart on the first add and groups later adds by seller", () => {
    let cart: Cart = [];
    cart = addToCart(cart, publication('p1', 's1'));
    cart = addToCart(cart, publication('p2', 's2'));
    cart = addToCart(cart, publication('p3', 's1'), 2);
    expect(cart.map((c) => c.sellerId)).toEqual(['s1', 's2']);
    expect(cart[0]!.publications.map((p) => [p._id, p.quantity])).toEqual([
      ['p1', 1],
      ['p3', 2],
    ]);
    expect(cart[0]!.seller).toEqual({ name: 'Vendedor s1', hero: null });
    expect(cart[0]!.publications[0]!.image).toBe('/uploads/a-thumb.webp');
    expect(isInCart(cart, 'p3')).toBe(true);
  });

  it('ignores a publication _id already in the seller cart (same cart returned)', () => {
    const cart = addToCart([], publication('p1', 's1'), 2);
    const again = addToCart(cart, publication('p1', 's1'), 4);
    expect(again).toBe(cart);
    expect(again[0]!.publications).toHaveLength(1);
    expect(again[0]!.publications[0]!.quantity).toBe(2);
  });

  it("removes a line and deletes the seller's cart once it is empty", () => {
    let cart = addToCart(addToCart([], publication('p1', 's1')), publication('p2', 's1'));
    cart = addToCart(cart, publication('p9', 's2'));
    cart = removeFromCart(cart, 's1', 'p1');
    expect(cart[0]!.publications.map((p) => p._id)).toEqual(['p2']);
    cart = removeFromCart(cart, 's1', 'p2');
    expect(cart.map((c) => c.sellerId)).toEqual(['s2']);
  });

  it('clears one seller and keeps the others ("Vaciar")', () => {
    let cart = addToCart(addToCart([], publication('p1', 's1')), publication('p2', 's2'));
    cart = clearSellerCart(cart, 's1');
    expect(cart.map((c) => c.sellerId)).toEqual(['s2']);
  });

  it('keeps quantities between 1 and the stock; services up to the per-item limit', () => {
    let cart = addToCart([], publication('p1', 's1', { stock: 3 }), 10);
    expect(cart[0]!.publications[0]!.quantity).toBe(3);
    cart = setQuantity(cart, 's1', 'p1', 0);
    expect(cart[0]!.publications[0]!.quantity).toBe(1);
    cart = addToCart(cart, publication('svc', 's1', { typed: 'service', stock: null }), 500);
    expect(cart[0]!.publications[1]!.quantity).toBe(99);
    expect(cartCount(cart)).toBe(100);
  });
});

describe('after a paid order', () => {
  it("removes the ordered lines from that seller's cart only, and leaves an untouched cart as it was", () => {
    let cart = addToCart(addToCart([], publication('p1', 's1')), publication('p2', 's1'));
    cart = addToCart(cart, publication('p3', 's2'));
    const after = removeOrderedItems(cart, 's1', ['p1', 'p2', null]);
    expect(after.map((c) => c.sellerId)).toEqual(['s2']);
    expect(removeOrderedItems(after, 's1', ['p1'])).toBe(after);
  });
});

describe('totals', () => {
  it('adds exactly in minor units (no binary float drift)', () => {
    const lines = [
      { price: '0.10', currency: 'USD' as const, quantity: 1 },
      { price: '0.20', currency: 'USD' as const, quantity: 1 },
    ];
    expect(totalsByCurrency(lines)).toEqual([{ currency: 'USD', amount: '0.30' }]);
    expect(lineTotal({ price: '4500.50', currency: 'ARS', quantity: 3 })).toBe('13501.50');
  });

  it('keeps one total per currency, including currencies without decimals', () => {
    const totals = totalsByCurrency([
      { price: '1200', currency: 'CLP', quantity: 2 },
      { price: '19.99', currency: 'USD', quantity: 3 },
      { price: '800', currency: 'CLP', quantity: 1 },
    ]);
    expect(totals).toEqual([
      { currency: 'CLP', amount: '3200' },
      { currency: 'USD', amount: '59.97' },
    ]);
  });

  it("builds the pay call's newOrder for one seller", () => {
    const cart = addToCart(addToCart([], publication('p1', 's1'), 2), publication('p2', 's1'));
    expect(newOrderOf(cart[0]!)).toEqual({
      sellerId: 's1',
      items: [
        { publicationId: 'p1', quantity: 2 },
        { publicationId: 'p2', quantity: 1 },
      ],
    });
  });
});

describe('parseCart', () => {
  it('reads a stored cart back and drops anything that is not one', () => {
    const cart = addToCart([], publication('p1', 's1'));
    expect(parseCart(JSON.stringify(cart))).toEqual(cart);
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart(JSON.stringify([{ sellerId: 's1', publications: [] }]))).toEqual([]);
  });
});
