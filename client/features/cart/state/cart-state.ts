import type { CartItem } from '../../../../shared/schemas/cart.ts';

/** Adding an outfit that is already in the cart replaces that item (spec §3). */
export function upsertItem(items: CartItem[], item: CartItem): CartItem[] {
  const index = items.findIndex((i) => i.productId === item.productId);
  if (index === -1) return [...items, item];
  return items.map((existing, i) => (i === index ? item : existing));
}

export function cartTotal(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.product.price * item.quantity, 0);
}

export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
