import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartProvider } from '../features/cart/state/cart-context.tsx';
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
        {/* Above the router, so the cart survives every page change. */}
        <CartProvider>
          <HeroImageProvider image={heroImage}>{children}</HeroImageProvider>
        </CartProvider>
      </ServerVisitorProvider>
    </QueryClientProvider>
  );
}
