import { ShoppingCart } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useCartDispatch, useCartState } from '../../features/cart/state/cart-context.tsx';
import { cartCount } from '../../features/cart/state/cart-state.ts';

const loadCartSheet = () => import('../../features/cart/components/cart-sheet.tsx');
let loadedSheet: ComponentType | undefined;

/**
 * The header's cart button. The sheet behind it (with its dialog library, a fifth of the entry
 * script) is fetched right after the page is up, not before the first paint (issue #5). Until
 * then this button looks and is named the same, and a tap opens the cart as soon as it arrives.
 */
export function HeaderCart() {
  const [Sheet, setSheet] = useState(() => loadedSheet);
  useEffect(() => {
    if (Sheet) return;
    void loadCartSheet().then(({ CartSheet }) => {
      loadedSheet = CartSheet;
      setSheet(() => CartSheet);
    });
  }, [Sheet]);
  return Sheet ? <Sheet /> : <CartButton />;
}

/** The same button as the sheet's trigger in cart-sheet.tsx. */
function CartButton() {
  const { isOpen, items } = useCartState();
  const dispatch = useCartDispatch();
  const count = cartCount(items);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      onClick={() => dispatch({ type: 'open' })}
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
    </button>
  );
}
