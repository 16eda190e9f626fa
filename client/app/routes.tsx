import { lazy, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';

type PageModule = { default: ComponentType };

export type Page = {
  /** The URL pattern, as React Router matches it ('*' is the not-found page). */
  path: string;
  /** The page's component: its chunk is fetched the first time it is shown. */
  Component: ComponentType;
  /**
   * Fetches the chunk ahead of time. Once done, the component renders at once instead of
   * suspending: the server renders complete HTML, and hydration adopts it without a fallback.
   */
  preload: () => Promise<void>;
};

/** Each page is its own chunk, loaded when first visited (route-level code splitting). */
function page(path: string, load: () => Promise<PageModule>): Page {
  let Loaded: ComponentType | undefined;
  const preload = async () => {
    Loaded ??= (await load()).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function PageComponent() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { path, Component: PageComponent, preload };
}

/**
 * The route table of spec §2, with /sign-in and the development outbox of issue 12 and the
 * checkout of issue 13. Pages live in app/routes and compose features. Plain routes
 * (`<Routes>`), not the data router: no page uses loaders or actions (the data comes from
 * TanStack Query), and the data router costs every page ~18 kB of gzip JavaScript (decision 010).
 */
export const pages: Page[] = [
  page('/', () => import('./routes/home.tsx')),
  page('/products', () => import('./routes/products.tsx')),
  page('/products/:id', () => import('./routes/product-detail.tsx')),
  page('/tailors', () => import('./routes/tailors.tsx')),
  page('/tailors/:id', () => import('./routes/tailor-detail.tsx')),
  page('/body-scan', () => import('./routes/body-scan.tsx')),
  page('/profile', () => import('./routes/profile.tsx')),
  page('/orders', () => import('./routes/orders.tsx')),
  page('/orders/:id', () => import('./routes/order-detail.tsx')),
  page('/become-tailor', () => import('./routes/become-tailor.tsx')),
  page('/help', () => import('./routes/help.tsx')),
  page('/contact', () => import('./routes/contact.tsx')),
  page('/size-guide', () => import('./routes/size-guide.tsx')),
  page('/returns', () => import('./routes/returns.tsx')),
  page('/privacy-policy', () => import('./routes/privacy-policy.tsx')),
  page('/terms-of-service', () => import('./routes/terms-of-service.tsx')),
  page('/cookie-policy', () => import('./routes/cookie-policy.tsx')),
  page('/rewards', () => import('./routes/rewards.tsx')),
  page('/sign-in', () => import('./routes/sign-in.tsx')),
  page('/dev/outbox', () => import('./routes/dev-outbox.tsx')),
  page('/checkout', () => import('./routes/checkout.tsx')),
  page('/checkout/complete', () => import('./routes/checkout-complete.tsx')),
  page('/claims', () => import('./routes/fit-claims.tsx')),
  page('/claims/new', () => import('./routes/fit-claim-new.tsx')),
  page('/claims/:id', () => import('./routes/fit-claim.tsx')),
  page('*', () => import('./routes/not-found.tsx')),
];

/** Every page inside the shell; the same tree in the browser and in the server renderer. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pages.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
      </Route>
    </Routes>
  );
}

/** The page an address shows (the not-found page when nothing else matches). */
export function matchPage(pathname: string): { page: Page; params: Record<string, string> } {
  const match = matchRoutes(pages, pathname)!.at(-1)!;
  return { page: match.route, params: match.params as Record<string, string> };
}
