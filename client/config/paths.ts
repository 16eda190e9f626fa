import type { PagePath } from '../../shared/page-table.ts';

/** A page of the page table (shared/page-table.ts): a pattern not in the table does not compile. */
const page = <P extends PagePath>(path: P) => path;

/** A page whose pattern ends in one parameter ('/orders/:id'), as a link to one of them. */
const pageOf =
  <P extends PagePath & `${string}/:${string}`>(pattern: P) =>
  (id: string) =>
    pattern.replace(/:\w+$/, encodeURIComponent(id));

/**
 * The links the client writes, named. The pages themselves are the page table's (the one list
 * the router, the server and the budgets read); each entry here is typed as one of its patterns,
 * so a page that is renamed or removed there breaks these links at compile time.
 */
export const paths = {
  home: page('/'),
  products: page('/products'),
  product: pageOf('/products/:id'),
  category: (category: string) => `${page('/products')}?category=${encodeURIComponent(category)}`,
  tailorProducts: (tailorId: string) =>
    `${page('/products')}?tailor=${encodeURIComponent(tailorId)}`,
  tailors: page('/tailors'),
  tailor: pageOf('/tailors/:id'),
  bodyScan: page('/body-scan'),
  profile: page('/profile'),
  orders: page('/orders'),
  order: pageOf('/orders/:id'),
  becomeTailor: page('/become-tailor'),
  help: page('/help'),
  contact: page('/contact'),
  sizeGuide: page('/size-guide'),
  returns: page('/returns'),
  privacyPolicy: page('/privacy-policy'),
  termsOfService: page('/terms-of-service'),
  cookiePolicy: page('/cookie-policy'),
  rewards: page('/rewards'),
  signIn: page('/sign-in'),
  devOutbox: page('/dev/outbox'),
  checkout: page('/checkout'),
  checkoutComplete: page('/checkout/complete'),
  dashboard: page('/dashboard'),
  admin: page('/admin'),
  messages: page('/messages'),
  messageThread: pageOf('/messages/:threadId'),
  claims: page('/claims'),
  newClaim: page('/claims/new'),
  claim: pageOf('/claims/:id'),
  event: pageOf('/events/:id'),
  events: page('/events'),
  hostEarnings: page('/aso-ebi/earnings'),
  newEvent: page('/events/new'),
  eventBoard: (id: string) => page('/events/:id/board').replace(':id', encodeURIComponent(id)),
} as const;
