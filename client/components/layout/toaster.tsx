import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn.ts';
import { toasts, type ToastKind } from '../../lib/notify.ts';
import { sharedValue } from '../../lib/shared-value.ts';
import { island } from '../../islands/island.tsx';

/** How long a toast stays (spec §9). */
export const TOAST_DURATION_MS = 5000;

// Dark text on pale backgrounds: every pair is above the 4.5:1 small text needs (WCAG AA).
const looks: Record<ToastKind, { icon: typeof Info; classes: string }> = {
  success: { icon: CheckCircle2, classes: 'border-green-200 bg-green-50 text-green-900' },
  error: { icon: XCircle, classes: 'border-red-200 bg-red-50 text-red-900' },
  info: { icon: Info, classes: 'border-blue-200 bg-blue-50 text-blue-900' },
};

const none = () => null;

/** Where the toaster goes while a modal dialog is open (see useToastHost). */
const host = sharedValue<HTMLElement | null>(null);

/**
 * For a modal dialog: while `open`, toasts show inside it. A modal makes the page behind it
 * inert, so a toast left there would be dimmed and never announced.
 */
export function useToastHost(dialog: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    if (!open) return;
    host.set(dialog.current);
    return () => host.set(null);
  }, [dialog, open]);
}

/**
 * Shows the toast of client/lib/notify.ts below the header, so it never covers the cart button.
 * The live region is on the page from the first render (the server's too), so screen readers
 * announce the first toast; errors are announced at once. There is one toaster; while a modal
 * dialog is open it moves inside it (useToastHost).
 */
export function Toaster() {
  const toast = useSyncExternalStore(toasts.subscribe, toasts.current, none);
  const dialog = useSyncExternalStore(host.subscribe, host.get, none);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => toasts.dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const look = toast && looks[toast.kind];
  const region = (
    <div
      aria-live="polite"
      aria-label="Notifications"
      role="region"
      className="pointer-events-none fixed inset-x-0 top-18 z-50 flex justify-center px-4"
    >
      {toast && look && (
        <div
          key={toast.id}
          // The region is polite already; an error interrupts.
          role={toast.kind === 'error' ? 'alert' : undefined}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 text-sm shadow-lg transition-[opacity,translate] duration-200 starting:-translate-y-2 starting:opacity-0 motion-reduce:transition-none',
            look.classes,
          )}
        >
          <look.icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-0.5">{toast.description}</p>}
          </div>
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => toasts.dismiss(toast.id)}
            className="-m-2 grid size-9 shrink-0 place-items-center rounded-full hover:bg-black/5"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
  return dialog ? createPortal(region, dialog) : region;
}

/** The toaster as the pages place it: an island of its own on a public page (decision 059). */
export const ToasterIsland = island('toaster', Toaster);
