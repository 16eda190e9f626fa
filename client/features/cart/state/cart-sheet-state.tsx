import type { ReactNode } from 'react';
import { createContext, use, useMemo, useState } from 'react';

type CartSheetState = { isOpen: boolean; open: () => void; close: () => void };

const CartSheetContext = createContext<CartSheetState | null>(null);

/**
 * Whether the cart sheet is open, above the router outlet so it survives moving between pages.
 * This is all the cart keeps outside TanStack Query: its items and count live in the query cache
 * alone (api/get-cart.ts), which the header's badge, the sheet and the checkout all read.
 */
export function CartSheetProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const state = useMemo(
    () => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }),
    [isOpen],
  );
  return <CartSheetContext value={state}>{children}</CartSheetContext>;
}

export function useCartSheet(): CartSheetState {
  const state = use(CartSheetContext);
  if (!state) throw new Error('useCartSheet must be used inside <CartSheetProvider>');
  return state;
}
