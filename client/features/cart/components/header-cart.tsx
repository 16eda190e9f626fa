import { ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useCurrentUserId } from '../../../lib/current-user.ts';
import { yieldToBrowser } from '../../../lib/yield-to-browser.ts';
import { useCart, useCartCount } from '../api/get-cart.ts';
import { useCartSheet } from '../state/cart-sheet-state.tsx';
import { cartCount } from '../state/cart-state.ts';

const loadCartSheet = () => import('./cart-sheet.tsx');
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
  const { isOpen, open } = useCartSheet();
  const userId = useCurrentUserId();
  // The server's count from the first paint after hydration, so a reload or a link opened
  // directly shows what the cart holds; the cached list counts only if the count cannot be read.
  const serverCount = useCartCount(userId).data?.count;
  // Only watched here, never fetched: the list is read while the sheet is open (spec §4).
  const items = useCart(userId, { enabled: false }).data;
  const count = serverCount ?? cartCount(items ?? []);
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      onClick={open}
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
