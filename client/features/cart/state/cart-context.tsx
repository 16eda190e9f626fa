import type { Dispatch, ReactNode } from 'react';
import { createContext, use, useEffect, useReducer } from 'react';
import { useCurrentUserId } from '../../../lib/current-user.ts';
import { useCart } from '../api/get-cart.ts';
import type { CartAction, CartState } from './cart-state.ts';
import { cartReducer, initialCartState } from './cart-state.ts';

const CartStateContext = createContext<CartState | null>(null);
const CartDispatchContext = createContext<Dispatch<CartAction> | null>(null);

/**
 * Holds the cart above the router outlet, so it survives moving between pages. The server's list
 * is read only while the sheet is open (spec §4) and replaces the local items when they differ.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, initialCartState);
  const userId = useCurrentUserId();
  const { data } = useCart(userId, { enabled: state.isOpen });

  // Runs only when a new server answer arrives, never because local items changed: a local
  // change made after the last answer must not be undone by that older answer.
  useEffect(() => {
    if (data) dispatch({ type: 'synced', items: data });
  }, [data]);

  return (
    <CartStateContext value={state}>
      <CartDispatchContext value={dispatch}>{children}</CartDispatchContext>
    </CartStateContext>
  );
}

export function useCartState(): CartState {
  const state = use(CartStateContext);
  if (!state) throw new Error('useCartState must be used inside <CartProvider>');
  return state;
}

export function useCartDispatch(): Dispatch<CartAction> {
  const dispatch = use(CartDispatchContext);
  if (!dispatch) throw new Error('useCartDispatch must be used inside <CartProvider>');
  return dispatch;
}
