import type { Dispatch, ReactNode } from 'react';
import { createContext, use, useEffect, useReducer, useState } from 'react';
import { useMe } from '../../../lib/current-user.ts';
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
  const me = useMe();
  const userId = me?.id;
  const { data } = useCart(userId, { enabled: state.isOpen });

  // Signing in or out puts someone else at this browser: nothing of the previous person's cart
  // stays on screen. (A guest made by their first add is the same person: their items stay.)
  const person = me === undefined ? undefined : me.signedIn ? me.id : 'visitor';
  // (Between the two, while GET /api/me asks again, the person is unknown: that is no change.)
  const [shownFor, setShownFor] = useState(person);
  if (person !== undefined && person !== shownFor) {
    setShownFor(person);
    if (shownFor !== undefined) dispatch({ type: 'synced', items: [] });
  }

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
