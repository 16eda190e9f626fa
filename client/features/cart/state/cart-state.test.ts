import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import {
  cartCount,
  cartReducer,
  cartTotal,
  initialCartState,
  sameItems,
  upsertItem,
} from './cart-state.ts';

function item(productId: string, price: number, quantity = 1, id = `row-${productId}`): CartItem {
  return {
    id,
    userId: 'user1',
    productId,
    quantity,
    createdAt: '2025-01-10T09:00:00.000Z',
    product: {
      id: productId,
      tailorId: 't1',
      name: `Outfit ${productId}`,
      description: 'Made to measure',
      category: 'Agbada',
      price,
      imageUrl: '/images/products/agbada-1-800.webp',
      isAvailable: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      tailor: { businessName: 'Adunni Stitches', location: 'Lagos', rating: 4.8 },
    },
  };
}

describe('cart totals', () => {
  it('adds price × quantity over every item, and counts pieces rather than rows', () => {
    const items = [item('a', 45000, 2), item('b', 125000.5, 1)];
    expect(cartTotal(items)).toBe(215000.5);
    expect(cartCount(items)).toBe(3);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });
});

describe('upsertItem', () => {
  it('appends an outfit that is not in the cart yet', () => {
    expect(upsertItem([item('a', 1)], item('b', 2)).map((i) => i.productId)).toEqual(['a', 'b']);
  });

  it('replaces the item with the same productId, in place, instead of adding a second row', () => {
    const replaced = upsertItem([item('a', 1, 3), item('b', 2)], item('a', 1, 1, 'local-a'));
    expect(replaced.map((i) => [i.productId, i.quantity, i.id])).toEqual([
      ['a', 1, 'local-a'],
      ['b', 1, 'row-b'],
    ]);
  });
});

describe('cartReducer', () => {
  it('opens and closes the sheet', () => {
    const open = cartReducer(initialCartState, { type: 'open' });
    expect(open.isOpen).toBe(true);
    expect(cartReducer(open, { type: 'close' }).isOpen).toBe(false);
  });

  it('adds, removes and clears items', () => {
    let state = cartReducer(initialCartState, { type: 'added', item: item('a', 10) });
    state = cartReducer(state, { type: 'added', item: item('b', 20) });
    state = cartReducer(state, { type: 'added', item: item('a', 10) });
    expect(state.items.map((i) => i.productId)).toEqual(['a', 'b']);
    state = cartReducer(state, { type: 'removed', productId: 'a' });
    expect(state.items.map((i) => i.productId)).toEqual(['b']);
    expect(cartReducer(state, { type: 'cleared' }).items).toEqual([]);
  });

  it('takes the server list when it differs from the local items', () => {
    const local = cartReducer(initialCartState, {
      type: 'added',
      item: item('a', 10, 1, 'local-a'),
    });
    const server = [item('a', 10, 1, 'server-row-a'), item('c', 30)];
    const synced = cartReducer(local, { type: 'synced', items: server });
    expect(synced.items).toBe(server);
  });

  it('keeps the same state object when the server list shows the same items', () => {
    const state = { isOpen: true, items: [item('a', 10)] };
    expect(cartReducer(state, { type: 'synced', items: [item('a', 10)] })).toBe(state);
  });

  it('keeps the sheet open or closed while items change', () => {
    const open = { isOpen: true, items: [] };
    expect(cartReducer(open, { type: 'added', item: item('a', 1) }).isOpen).toBe(true);
  });
});

describe('sameItems', () => {
  it('sees a changed quantity, price, id or order as a difference', () => {
    const base = [item('a', 10), item('b', 20)];
    expect(sameItems(base, [item('a', 10), item('b', 20)])).toBe(true);
    expect(sameItems(base, [item('a', 10, 2), item('b', 20)])).toBe(false);
    expect(sameItems(base, [item('a', 11), item('b', 20)])).toBe(false);
    expect(sameItems(base, [item('a', 10, 1, 'other'), item('b', 20)])).toBe(false);
    expect(sameItems(base, [item('b', 20), item('a', 10)])).toBe(false);
    expect(sameItems(base, [item('a', 10)])).toBe(false);
  });
});
