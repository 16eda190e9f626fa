import type { QueryClient } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useState, useSyncExternalStore } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import {
  pickHeroImage,
  preloadHeroImage,
  type HeroImage,
} from '../features/home/state/hero-image.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './app-providers.tsx';
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

const neverChanges = () => () => {};
const onClient = () => true;
const onServer = () => false;

type AppProps = {
  /** Filled with the server's answers when the page was server-rendered. */
  queryClient?: QueryClient;
  /** The hero picture the server chose, so the hydrated page shows the same one. */
  heroImage?: HeroImage;
};

export function App({ queryClient: serverQueries, heroImage: serverHero }: AppProps) {
  // Created on mount, not at module level, so this module can also load where there is no window.
  const [queryClient] = useState(() => serverQueries ?? createQueryClient());
  const [router] = useState(() => createBrowserRouter(routes));
  // Chosen once per page load, then passed down: never random during a render (design §6).
  const [heroImage] = useState(() => {
    if (serverHero) return serverHero; // the server already preloaded it in the <head>
    const image = pickHeroImage();
    if (window.location.pathname === '/') preloadHeroImage(image);
    return image;
  });
  // The server renders no toaster: adding it after hydration keeps both first renders equal.
  const hydrated = useSyncExternalStore(neverChanges, onClient, onServer);
  return (
    <AppProviders queryClient={queryClient} heroImage={heroImage}>
      <RouterProvider router={router} />
      {hydrated && (
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
      )}
    </AppProviders>
  );
}
