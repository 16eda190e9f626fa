import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartProvider } from '../features/cart/state/cart-context.tsx';
import { HeroImageProvider, type HeroImage } from '../features/home/state/hero-image.tsx';
import { DemoModeProvider } from '../lib/demo-mode.tsx';

/** Everything around the router, the same in the browser and in the server renderer. */
export function AppProviders({
  queryClient,
  heroImage,
  demoMode,
  children,
}: {
  queryClient: QueryClient;
  heroImage: HeroImage;
  demoMode: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <DemoModeProvider demoMode={demoMode}>
        {/* Above the router, so the cart survives every page change. */}
        <CartProvider>
          <HeroImageProvider image={heroImage}>{children}</HeroImageProvider>
        </CartProvider>
      </DemoModeProvider>
    </QueryClientProvider>
  );
}
