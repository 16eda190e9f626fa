import type { CartItem } from '../../../../shared/schemas/cart.ts';

/** The client's cart (spec §3): whether the sheet is open and the items the shopper sees. */
export type CartState = { isOpen: boolean; items: CartItem[] };

export type CartAction =
  | { type: 'open' }
  | { type: 'close' }
  /** The server's list arrived while the sheet was open. */
  | { type: 'synced'; items: CartItem[] }
  | { type: 'added'; item: CartItem }
  | { type: 'removed'; productId: string }
  | { type: 'cleared' };

export const initialCartState: CartState = { isOpen: false, items: [] };

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

/**
 * Whether two lists show the shopper the same thing. Ids count too: a locally added item has a
 * temporary id, so the server's copy replaces it once the list is refreshed.
 */
export function sameItems(a: CartItem[], b: CartItem[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((item, i) => {
    const other = b[i]!;
    return (
      item.id === other.id &&
      item.productId === other.productId &&
      item.quantity === other.quantity &&
      item.product.price === other.product.price &&
      item.product.name === other.product.name
    );
  });
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'open':
      return state.isOpen ? state : { ...state, isOpen: true };
    case 'close':
      return state.isOpen ? { ...state, isOpen: false } : state;
    case 'synced':
      // Keeping the same object when nothing changed spares a re-render of every cart reader.
      return sameItems(state.items, action.items) ? state : { ...state, items: action.items };
    case 'added':
      return { ...state, items: upsertItem(state.items, action.item) };
    case 'removed':
      return { ...state, items: state.items.filter((i) => i.productId !== action.productId) };
    case 'cleared':
      return state.items.length === 0 ? state : { ...state, items: [] };
  }
}
