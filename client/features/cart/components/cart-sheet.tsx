import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useToastHost } from '../../../components/layout/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUserId } from '../../../lib/current-user.ts';
import { useCart } from '../api/get-cart.ts';
import { useCartSheet } from '../state/cart-sheet-state.tsx';
import { CartContents } from './cart-contents.tsx';

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/**
 * The sheet the header's cart button opens (spec §2, §4; the button is in header-cart.tsx and
 * stays the same element when this loads). A native modal `<dialog>`: the browser puts it above
 * the page, makes the page behind it inert and closes it on Escape, with no dialog library to
 * download (issue #5). Tab and Shift+Tab wrap around inside it; a tap on the shaded page closes
 * it; focus then goes back to the cart button. Toasts show inside it while it is open.
 */
export function CartSheet({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const { isOpen, close } = useCartSheet();
  const cart = useCart(useCurrentUserId(), { enabled: isOpen });
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useToastHost(dialog, isOpen);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  const navigate = useNavigate();

  // The browser lets Tab leave a modal dialog for its own toolbar; the cart keeps it inside.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const targets = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    const edge = event.shiftKey ? targets[0] : targets.at(-1);
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? targets.at(-1) : targets[0])?.focus();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={(event) => {
        // The browser announces a close a task later: a sheet opened again meanwhile (a quick
        // second tap on the cart button) must not be closed by the earlier one's news.
        if (event.currentTarget.open) return;
        close();
        returnFocusTo.current?.focus();
      }}
      // Taps on the shaded page land on the dialog itself; the panel inside covers the rest.
      onClick={(event) => event.target === event.currentTarget && close()}
      onKeyDown={keepFocusInside}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md border-0 bg-white p-0 shadow-xl transition-transform duration-200 ease-out backdrop:bg-stone-950/50 focus:outline-none starting:open:translate-x-full motion-reduce:transition-none"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            Shopping Cart
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={close}
            className="grid size-11 place-items-center rounded-full text-stone-700 hover:bg-stone-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p id={descriptionId} className="sr-only">
          The outfits you have chosen, each made to your measurements.
        </p>
        <CartContents
          items={cart.data ?? []}
          loading={cart.isPending && cart.fetchStatus === 'fetching'}
          failed={cart.isError}
          onRetry={() => void cart.refetch()}
          onContinueShopping={close}
          onCheckout={() => {
            close();
            void navigate(paths.checkout);
          }}
        />
      </div>
    </dialog>
  );
}
