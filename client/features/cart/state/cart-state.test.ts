import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import { cartCount, cartTotal, upsertItem } from './cart-state.ts';

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
