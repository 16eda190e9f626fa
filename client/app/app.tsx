import { QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { CartProvider } from '../features/cart/state/cart-context.tsx';
import {
  HeroImageProvider,
  pickHeroImage,
  preloadHeroImage,
} from '../features/home/state/hero-image.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { routes } from './routes.tsx';

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

export function App() {
  // Created on mount, not at module level, so this module can also load where there is no window.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  // Chosen once per page load, then passed down: never random during a render (design §6).
  const [heroImage] = useState(() => {
    const image = pickHeroImage();
    if (window.location.pathname === '/') preloadHeroImage(image);
    return image;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {/* Above the router, so the cart survives every page change. */}
      <CartProvider>
        <HeroImageProvider image={heroImage}>
          <RouterProvider router={router} />
        </HeroImageProvider>
      </CartProvider>
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
    </QueryClientProvider>
  );
}
