/**
 * Every island of the public pages (issue 33, decision 059), as plain data: its name (what a
 * rendered page's element carries, client/islands/island.tsx), the module its component lives in
 * (as Vite's manifests name it) and whether it is hydrated as soon as the page's code is up.
 * client/islands/registry.ts loads each from this module (a unit test holds the two together);
 * the page renderer preloads the eager ones' code and `npm run check:budgets` counts the code of
 * the islands each page can show.
 */
export const islandModules = {
  header: { module: 'app/layout/header.tsx', eager: true },
  toaster: { module: 'components/layout/toaster.tsx', eager: true },
  'page-weight': { module: 'components/layout/page-weight.tsx', eager: true },
  'help-center': { module: 'features/content/components/help-center.tsx' },
  'returns-faq': { module: 'app/routes/returns.tsx' },
  'rewards-faq': { module: 'app/routes/rewards.tsx' },
  'contact-form': { module: 'features/contact/components/contact-form.tsx' },
  'customer-carousel': { module: 'features/home/components/customer-carousel.tsx' },
  'order-custom': { module: 'features/cart/components/add-to-cart-button.tsx' },
  // Pages whose content is interactive throughout (a list and its filters, an outfit, a tailor,
  // an event): the content is one island, the header, the page's frame and the footer are not.
  'products-page': { module: 'app/routes/products.tsx' },
  'tailors-page': { module: 'app/routes/tailors.tsx' },
  'product-page': { module: 'app/routes/product-detail.tsx' },
  'tailor-page': { module: 'app/routes/tailor-detail.tsx' },
  'event-page': { module: 'app/routes/event.tsx' },
} as const satisfies Record<string, { module: string; eager?: true }>;

export type IslandName = keyof typeof islandModules;

/** The islands build's entry in its manifest (vite.islands.config.ts). */
export const ISLANDS_ENTRY = 'islands/main.tsx';

/** The modules of the islands hydrated at once: the page renderer preloads their chunks. */
export const EAGER_ISLAND_MODULES = Object.values(islandModules)
  .filter((island) => 'eager' in island && island.eager)
  .map((island) => island.module);

/** The island names a module's source makes with island('…', …) (client/islands/island.tsx). */
export function islandsNamedIn(source: string): IslandName[] {
  const names = new Set<IslandName>();
  for (const match of source.matchAll(/\bisland\(\s*'([a-z-]+)'/g)) {
    if (match[1]! in islandModules) names.add(match[1] as IslandName);
  }
  return [...names];
}
