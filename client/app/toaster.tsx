import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/** Notifications: one at a time, each shown for 5 seconds (spec §9). */
const TOAST_DURATION_MS = 5000;

/**
 * Sonner's rich-colour text is too light on its pale backgrounds (about 4:1); these darker
 * shades keep every toast above the 4.5:1 that small text needs (WCAG AA).
 */
const toastColours = {
  '--success-text': '#166534',
  '--error-text': '#991b1b',
  '--info-text': '#1e3a8a',
  '--warning-text': '#92400e',
} as CSSProperties;

/** The toaster of client/lib/notify.ts, loaded after the first paint (app.tsx). */
export default function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      // Below the 64 px header, so a toast never covers the cart button the shopper reaches for.
      offset={{ top: 72 }}
      mobileOffset={{ top: 72 }}
      richColors
      style={toastColours}
    />
  );
}
