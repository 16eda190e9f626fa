/**
 * The toasts of spec §8, one at a time (spec §9): a new one replaces the one on screen. A small
 * store the toaster (components/layout/toaster.tsx) subscribes to, so a toast can be raised from
 * anywhere, even outside React.
 */
export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; title: string; description?: string };

let current: Toast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function show(kind: ToastKind, title: string, description?: string) {
  current = { id: ++lastId, kind, title, description };
  for (const listener of listeners) listener();
}

export const toasts = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => current,
  /** Removes toast `id` if it is still the one shown. */
  dismiss(id: number) {
    if (current?.id !== id) return;
    current = null;
    for (const listener of listeners) listener();
  },
};

/** The one way to show the toasts of spec §8: a title and a description. */
export function notifySuccess(title: string, description?: string) {
  show('success', title, description);
}

export function notifyError(title: string, description?: string) {
  show('error', title, description);
}

/** For buttons whose feature does not exist yet: say so plainly, never fake a success. */
export function notifyComingSoon(feature: string) {
  show(
    'info',
    `${feature} is coming soon`,
    'We are still building this. Nothing was sent or saved.',
  );
}
