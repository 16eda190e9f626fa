import type { ComponentType } from 'react';
import type { IslandName } from '../../shared/islands.ts';
import { preloadParts } from './deferred-part.tsx';

/** The component the server rendered inside the island's element (not its island() wrapper). */
type IslandLoader = () => Promise<ComponentType<Record<string, unknown>>>;

// Each island's code is its own chunk, fetched when the island is wanted (hydrate-on-demand.ts).
const as = <P>(component: ComponentType<P>) =>
  component as unknown as ComponentType<Record<string, unknown>>;

/**
 * Every island's code, by name, from the module shared/islands.ts names for it (which also says
 * which are eager): what client/islands/main.tsx hydrates.
 */
export const islandRegistry: Record<IslandName, IslandLoader> = {
  header: () =>
    import('../app/layout/header.tsx').then(async (m) => {
      await preloadParts(m.headerParts);
      return as(m.Header);
    }),
  toaster: () => import('../components/layout/toaster.tsx').then((m) => as(m.Toaster)),
  'page-weight': () => import('../components/layout/page-weight.tsx').then((m) => as(m.PageWeight)),
  'help-center': () =>
    import('../features/content/components/help-center.tsx').then((m) => as(m.HelpCenter)),
  'returns-faq': () => import('../app/routes/returns.tsx').then((m) => as(m.ReturnsFaq)),
  'rewards-faq': () => import('../app/routes/rewards.tsx').then((m) => as(m.RewardsFaq)),
  'contact-form': () =>
    import('../features/contact/components/contact-form.tsx').then((m) => as(m.ContactForm)),
  'customer-carousel': () =>
    import('../features/home/components/customer-carousel.tsx').then((m) => as(m.CustomerCarousel)),
  'order-custom': () =>
    import('../features/cart/components/add-to-cart-button.tsx').then((m) =>
      as(m.OrderCustomButton),
    ),
  'products-page': () =>
    import('../app/routes/products.tsx').then(async (m) => {
      await preloadParts(m.productsPageParts);
      return as(m.ProductsContent);
    }),
  'tailors-page': () =>
    import('../app/routes/tailors.tsx').then(async (m) => {
      await preloadParts(m.tailorsPageParts);
      return as(m.TailorsContent);
    }),
  'product-page': () =>
    import('../app/routes/product-detail.tsx').then(async (m) => {
      await preloadParts(m.productPageParts);
      return as(m.ProductDetailContent);
    }),
  'tailor-page': () =>
    import('../app/routes/tailor-detail.tsx').then(async (m) => {
      await preloadParts(m.tailorPageParts);
      return as(m.TailorDetailContent);
    }),
  'event-page': () =>
    import('../app/routes/event.tsx').then(async (m) => {
      await preloadParts(m.eventPageParts);
      return as(m.EventContent);
    }),
};
