import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';

/** Each page is its own chunk, loaded when first visited (route-level code splitting). */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The route table of spec §2. Pages live in app/routes and compose features. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      { index: true, ...page(() => import('./routes/home.tsx')) },
      { path: 'products', ...page(() => import('./routes/products.tsx')) },
      { path: 'products/:id', ...page(() => import('./routes/product-detail.tsx')) },
      { path: 'tailors', ...page(() => import('./routes/tailors.tsx')) },
      { path: 'tailors/:id', ...page(() => import('./routes/tailor-detail.tsx')) },
      { path: 'body-scan', ...page(() => import('./routes/body-scan.tsx')) },
      { path: 'profile', ...page(() => import('./routes/profile.tsx')) },
      { path: 'orders', ...page(() => import('./routes/orders.tsx')) },
      { path: 'orders/:id', ...page(() => import('./routes/order-detail.tsx')) },
      { path: 'become-tailor', ...page(() => import('./routes/become-tailor.tsx')) },
      { path: 'help', ...page(() => import('./routes/help.tsx')) },
      { path: 'contact', ...page(() => import('./routes/contact.tsx')) },
      { path: 'size-guide', ...page(() => import('./routes/size-guide.tsx')) },
      { path: 'returns', ...page(() => import('./routes/returns.tsx')) },
      { path: 'privacy-policy', ...page(() => import('./routes/privacy-policy.tsx')) },
      { path: 'terms-of-service', ...page(() => import('./routes/terms-of-service.tsx')) },
      { path: 'cookie-policy', ...page(() => import('./routes/cookie-policy.tsx')) },
      { path: 'rewards', ...page(() => import('./routes/rewards.tsx')) },
      { path: '*', ...page(() => import('./routes/not-found.tsx')) },
    ],
  },
];
