/**
 * Every island of the public pages (decision 059), by name. The name is what a rendered page's
 * element carries (island.tsx) and what client/islands/registry.ts loads its code by; the
 * compiler holds the two lists to each other.
 */
export type IslandName =
  | 'header'
  | 'toaster'
  | 'page-weight'
  | 'help-center'
  | 'returns-faq'
  | 'rewards-faq'
  | 'contact-form'
  | 'customer-carousel'
  | 'order-custom';
