import type { ReactNode } from 'react';
import { useEffect, useSyncExternalStore } from 'react';
import { sharedValue } from '../../../lib/shared-value.ts';

type CartSheetState = { isOpen: boolean; open: () => void; close: () => void };

/**
 * Whether the cart sheet is open. A value outside React, not a context: on a public page the
 * header's cart and an outfit's Add to Cart are islands, separate React roots (decision 059),
 * and both open the one sheet. In the single-page app it lives above the router, so an open
 * sheet stays open across a page change. This is all the cart keeps outside TanStack Query: its
 * items and count live in the query cache alone (api/get-cart.ts).
 */
const sheetOpen = sharedValue(false);
const open = () => sheetOpen.set(true);
const close = () => sheetOpen.set(false);
const closedOnTheServer = () => false;

/** The app around the sheet: when it goes (a test's render), the sheet closes with it. */
export function CartSheetProvider({ children }: { children: ReactNode }) {
  useEffect(() => close, []);
  return children;
}

export function useCartSheet(): CartSheetState {
  const isOpen = useSyncExternalStore(sheetOpen.subscribe, sheetOpen.get, closedOnTheServer);
  return { isOpen, open, close };
}
