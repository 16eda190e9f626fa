import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/layout/footer.tsx';
import { PageHydrated } from '../../components/layout/page-hydrated.tsx';
import { ScrollToTop } from '../../components/layout/scroll-to-top.tsx';
import { Header } from './header.tsx';
import { island } from '../../islands/island.tsx';

// The header is interactive throughout (search, cart, account): one island (decision 059).
const HeaderIsland = island('header', Header);

/** The shell of every page: header, main area, footer and the cart sheet (spec §2). */
export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-900 px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <ScrollToTop />
      <HeaderIsland />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A page's first visit waits for its chunk here; the header and footer stay. */}
        <Suspense>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
