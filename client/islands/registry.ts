import type { ComponentType } from 'react';
import type { IslandName } from './island-names.ts';

type IslandEntry = {
  /** The component the server rendered inside the island's element (not its island() wrapper). */
  load: () => Promise<ComponentType<Record<string, unknown>>>;
  /** Hydrated as soon as the page's code is up, not when seen: always in view, or reacts to others. */
  eager?: true;
};

// Each island's code is its own chunk, fetched when the island is wanted (hydrate-on-demand.ts).
const as = <P>(component: ComponentType<P>) =>
  component as unknown as ComponentType<Record<string, unknown>>;

/** Every island's code, by name (island-names.ts): what client/islands/main.tsx hydrates. */
export const islandRegistry: Record<IslandName, IslandEntry> = {
  header: { load: () => import('../app/layout/header.tsx').then((m) => as(m.Header)), eager: true },
  toaster: {
    load: () => import('../components/layout/toaster.tsx').then((m) => as(m.Toaster)),
    eager: true,
  },
  'page-weight': {
    load: () => import('../components/layout/page-weight.tsx').then((m) => as(m.PageWeight)),
    eager: true,
  },
  'help-center': {
    load: () =>
      import('../features/content/components/help-center.tsx').then((m) => as(m.HelpCenter)),
  },
  'returns-faq': { load: () => import('../app/routes/returns.tsx').then((m) => as(m.ReturnsFaq)) },
  'rewards-faq': { load: () => import('../app/routes/rewards.tsx').then((m) => as(m.RewardsFaq)) },
  'contact-form': {
    load: () =>
      import('../features/contact/components/contact-form.tsx').then((m) => as(m.ContactForm)),
  },
  'customer-carousel': {
    load: () =>
      import('../features/home/components/customer-carousel.tsx').then((m) =>
        as(m.CustomerCarousel),
      ),
  },
  'order-custom': {
    load: () =>
      import('../features/cart/components/add-to-cart-button.tsx').then((m) =>
        as(m.OrderCustomButton),
      ),
  },
};
