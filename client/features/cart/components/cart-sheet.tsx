import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useCurrentUserId } from '../../../lib/current-user.ts';
import { useCart } from '../api/get-cart.ts';
import { useCartDispatch, useCartState } from '../state/cart-context.tsx';
import { CartContents } from './cart-contents.tsx';

/**
 * The sheet the header's cart button opens (spec §2, §4; the button is in header-cart.tsx and
 * stays the same element when this loads). Radix keeps focus inside the open sheet and closes it
 * on Escape; focus then goes back to the cart button.
 */
export function CartSheet({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const { isOpen, items } = useCartState();
  const dispatch = useCartDispatch();
  const cart = useCart(useCurrentUserId(), { enabled: isOpen });

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => dispatch({ type: open ? 'open' : 'close' })}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl transition-transform duration-200 ease-out focus:outline-none starting:translate-x-full motion-reduce:transition-none"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
            <Dialog.Title className="text-lg font-bold text-stone-900">Shopping Cart</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-stone-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            The outfits you have chosen, each made to your measurements.
          </Dialog.Description>
          <CartContents
            items={items}
            loading={cart.isPending && cart.fetchStatus === 'fetching'}
            failed={cart.isError}
            onRetry={() => void cart.refetch()}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
