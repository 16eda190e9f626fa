import { ShieldCheck, ShoppingBag } from 'lucide-react';
import { formatNaira } from '../../../../shared/money.ts';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useClearCart } from '../api/clear-cart.ts';
import { cartTotal } from '../state/cart-state.ts';
import { CartItemRow } from './cart-item-row.tsx';

type Props = {
  items: CartItem[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onContinueShopping: () => void;
  /** Closes the sheet and opens /checkout. */
  onCheckout: () => void;
};

/** What the open sheet shows: loading, empty, or the items with their total and actions. */
export function CartContents({
  items,
  loading,
  failed,
  onRetry,
  onContinueShopping,
  onCheckout,
}: Props) {
  const clearCart = useClearCart();

  if (loading && items.length === 0) {
    return (
      <div className="space-y-4 p-5" role="status" aria-label="Loading your cart">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="size-20" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  const loadError = failed && (
    <div role="alert" className="mx-5 mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900">
      We could not load your saved cart.{' '}
      <button type="button" onClick={onRetry} className="min-h-11 font-semibold underline">
        Try again
      </button>
    </div>
  );

  if (items.length === 0) {
    return (
      <div className="flex flex-1 flex-col">
        {loadError}
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-brand-50">
            <ShoppingBag aria-hidden="true" className="size-8 text-brand-800" />
          </span>
          <p className="text-lg font-semibold text-stone-900">Your cart is empty</p>
          <p className="text-sm text-stone-600">
            Pick an outfit and a master tailor will make it to your measurements.
          </p>
          <Button onClick={onContinueShopping}>Continue Shopping</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {loadError}
      <ul className="flex-1 divide-y divide-stone-200 overflow-y-auto px-5" aria-label="Cart items">
        {items.map((item) => (
          <CartItemRow key={item.productId} item={item} />
        ))}
      </ul>
      <div className="space-y-3 border-t border-stone-200 bg-stone-50 px-5 py-4">
        <p className="flex items-center justify-between text-lg font-bold text-stone-900">
          <span>Total</span>
          <span data-testid="cart-total">{formatNaira(cartTotal(items))}</span>
        </p>
        <Button size="lg" className="w-full" onClick={onCheckout}>
          Proceed to Checkout
        </Button>
        <Button
          variant="outline"
          className="w-full"
          disabled={clearCart.isPending}
          onClick={() => clearCart.mutate()}
        >
          Clear Cart
        </Button>
        <p className="flex items-center justify-center gap-1.5 text-xs text-stone-600">
          <ShieldCheck aria-hidden="true" className="size-4 text-brand-800" />
          Secure checkout with body measurements included
        </p>
      </div>
    </div>
  );
}
