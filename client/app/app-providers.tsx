import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartSheetProvider } from '../features/cart/state/cart-sheet-state.tsx';
import { HeroImageProvider, type HeroImage } from '../features/home/state/hero-image.tsx';
import { ServerVisitorProvider, type ServerVisitor } from '../lib/server-visitor.tsx';

/** Everything around the router, the same in the browser and in the server renderer. */
export function AppProviders({
  queryClient,
  heroImage,
  serverVisitor,
  children,
}: {
  queryClient: QueryClient;
  heroImage: HeroImage;
  /** What the server renderer knew of the visitor; undefined in a page the browser drew. */
  serverVisitor: ServerVisitor | undefined;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServerVisitorProvider visitor={serverVisitor}>
        {/* Above the router, so an open cart sheet stays open across a page change. */}
        <CartSheetProvider>
          <HeroImageProvider image={heroImage}>{children}</HeroImageProvider>
        </CartSheetProvider>
      </ServerVisitorProvider>
    </QueryClientProvider>
  );
}
