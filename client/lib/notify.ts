/**
 * The toasts of spec §8, one at a time (spec §9): a new one replaces the one on screen. A small
 * store the toaster (components/layout/toaster.tsx) subscribes to, so a toast can be raised from
 * anywhere, even outside React.
 */
import { sharedValue } from './shared-value.ts';

export type ToastKind = 'success' | 'error' | 'info';
export type Toast = { id: number; kind: ToastKind; title: string; description?: string };

const shown = sharedValue<Toast | null>(null);
let lastId = 0;

function show(kind: ToastKind, title: string, description?: string) {
  shown.set({ id: ++lastId, kind, title, description });
}

export const toasts = {
  subscribe: shown.subscribe,
  current: shown.get,
  /** Removes toast `id` if it is still the one shown. */
  dismiss(id: number) {
    if (shown.get()?.id === id) shown.set(null);
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
