import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingCart, X } from 'lucide-react';
import { useCurrentUserId } from '../../../lib/current-user.ts';
import { useCart } from '../api/get-cart.ts';
import { useCartDispatch, useCartState } from '../state/cart-context.tsx';
import { cartCount } from '../state/cart-state.ts';
import { CartContents } from './cart-contents.tsx';

/**
 * The cart button of the header and the sheet it opens (spec §2, §4). Radix keeps focus inside
 * the open sheet, closes it on Escape and gives focus back to the cart button afterwards.
 */
export function CartSheet() {
  const { isOpen, items } = useCartState();
  const dispatch = useCartDispatch();
  const count = cartCount(items);
  const cart = useCart(useCurrentUserId(), { enabled: isOpen });

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => dispatch({ type: open ? 'open' : 'close' })}>
      <Dialog.Trigger
        aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
        className="relative grid size-11 place-items-center rounded-full text-stone-800 hover:bg-stone-100"
      >
        <ShoppingCart aria-hidden="true" className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-gold-600 px-1 text-xs leading-5 font-bold text-white"
          >
            {count}
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl transition-transform duration-200 ease-out focus:outline-none starting:translate-x-full motion-reduce:transition-none">
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
