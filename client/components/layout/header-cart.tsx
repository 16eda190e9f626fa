import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useCartDispatch, useCartState } from '../../features/cart/state/cart-context.tsx';
import { cartCount } from '../../features/cart/state/cart-state.ts';
import { useCartCount } from '../../features/cart/api/get-cart-count.ts';
import { useCurrentUserId } from '../../lib/current-user.ts';
import { yieldToBrowser } from '../../lib/yield-to-browser.ts';

const loadCartSheet = () => import('../../features/cart/components/cart-sheet.tsx');
let loadedSheet: Awaited<ReturnType<typeof loadCartSheet>>['CartSheet'] | undefined;

/**
 * The header's cart button and the sheet it opens. The sheet's code is fetched right after the
 * page is up, not before the first paint (issue #5); a tap before then opens the cart as soon as
 * it arrives. The button is the same element throughout, so a tap or focus it got from the
 * server-rendered page is never lost.
 */
export function HeaderCart() {
  const button = useRef<HTMLButtonElement>(null);
  const [Sheet, setSheet] = useState(() => loadedSheet);
  useEffect(() => {
    if (Sheet) return;
    // After the effects of hydration, in a task of its own (a slow phone's task stays short).
    void yieldToBrowser()
      .then(loadCartSheet)
      .then(({ CartSheet }) => {
        loadedSheet = CartSheet;
        setSheet(() => CartSheet);
      });
  }, [Sheet]);
  return (
    <>
      <CartButton ref={button} />
      {Sheet && <Sheet returnFocusTo={button} />}
    </>
  );
}

function CartButton({ ref }: { ref: RefObject<HTMLButtonElement | null> }) {
  const { isOpen, items } = useCartState();
  const dispatch = useCartDispatch();
  // The server's count from the first paint after hydration, so a reload or a link opened
  // directly shows what the cart holds; the local items count only if the count cannot be read.
  const serverCount = useCartCount(useCurrentUserId()).data?.count;
  const count = serverCount ?? cartCount(items);
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      onClick={() => dispatch({ type: 'open' })}
      className="relative grid size-11 place-items-center rounded-full text-stone-800 hover:bg-stone-100"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 && (
        // Absolutely placed over the icon: appearing after hydration shifts nothing.
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-gold-600 px-1 text-xs leading-5 font-bold text-white"
        >
          {count}
        </span>
      )}
    </button>
  );
}
