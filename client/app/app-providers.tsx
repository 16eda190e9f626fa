import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartSheetProvider } from '../features/cart/state/cart-sheet-state.tsx';
import { HeroImageProvider, type HeroImage } from '../features/home/state/hero-image.tsx';
import { DataLightProvider } from '../lib/data-light.tsx';
import { ServerVisitorProvider, type ServerVisitor } from '../lib/server-visitor.tsx';

/** Everything around the router, the same in the browser and in the server renderer. */
export function AppProviders({
  queryClient,
  heroImage,
  serverVisitor,
  dataLight = false,
  children,
}: {
  queryClient: QueryClient;
  heroImage: HeroImage;
  /** What the server renderer knew of the visitor; undefined in a page the browser drew. */
  serverVisitor: ServerVisitor | undefined;
  /** Data-light mode (lib/data-light.tsx): as the server rendered the page, or the browser asks. */
  dataLight?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServerVisitorProvider visitor={serverVisitor}>
        <DataLightProvider initial={dataLight}>
          {/* Above the router, so an open cart sheet stays open across a page change. */}
          <CartSheetProvider>
            <HeroImageProvider image={heroImage}>{children}</HeroImageProvider>
          </CartSheetProvider>
        </DataLightProvider>
      </ServerVisitorProvider>
    </QueryClientProvider>
  );
}
