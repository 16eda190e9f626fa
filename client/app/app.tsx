import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import {
  pickHeroImage,
  preloadHeroImage,
  type HeroImage,
} from '../features/home/state/hero-image.tsx';
import { browserWantsDataLight } from '../lib/data-light.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './app-providers.tsx';
import type { ServerVisitor } from '../lib/server-visitor.tsx';
import { ToasterIsland } from '../components/layout/toaster.tsx';
import { AppRoutes } from './routes.tsx';

type AppProps = {
  /**
   * Filled with the server's answers when the page was server-rendered, else with GET /api/me
   * (client/main.tsx).
   */
  queryClient?: QueryClient;
  /** The hero picture the server chose, so the hydrated page shows the same one. */
  heroImage?: HeroImage;
  /** What the server renderer knew of the visitor (lib/server-visitor.tsx). */
  serverVisitor?: ServerVisitor;
  /** The page was rendered data-light (its SSR state); undefined: the browser's own choice. */
  dataLight?: boolean;
};

export function App({
  queryClient: serverQueries,
  heroImage: serverHero,
  serverVisitor,
  dataLight: serverDataLight,
}: AppProps) {
  // Created on mount, not at module level, so this module can also load where there is no window.
  const [queryClient] = useState(() => serverQueries ?? createQueryClient());
  // Chosen once per page load, then passed down: never random during a render (design §6).
  const [dataLight] = useState(() => serverDataLight ?? browserWantsDataLight());
  const [heroImage] = useState(() => {
    if (serverHero) return serverHero; // the server already preloaded it in the <head>
    const image = pickHeroImage();
    if (window.location.pathname === '/') preloadHeroImage(image, dataLight);
    return image;
  });
  return (
    <AppProviders
      queryClient={queryClient}
      heroImage={heroImage}
      serverVisitor={serverVisitor}
      dataLight={dataLight}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToasterIsland />
    </AppProviders>
  );
}
