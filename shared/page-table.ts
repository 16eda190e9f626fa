/**
 * Every page of Telo, declared once (issue 16). Plain data, so that the browser's router
 * (routes.tsx), the server renderer (entry-server.tsx), the server's page routes
 * (server/ssr/page-routes.ts) and the byte budgets (scripts/check-budgets.ts) all read the same
 * list. To add a page: write client/app/routes/<module>.tsx and add one entry below (client/README.md).
 */
export type PageRender =
  /** Rendered on the server once per catalogue version and shared, as bytes, by every visitor. */
  | 'cached'
  /** Rendered on the server for each request: public, but its data is not the catalogue's. */
  | 'server'
  /**
   * A personal page, rendered on the server for each request as any visitor sees it before the
   * browser knows them: the header, the page's heading and the placeholders of what is theirs,
   * which the browser then reads with their cookie (decision 038). Without JavaScript it shows
   * the shell's notice that the page needs it.
   */
  | 'personal'
  /** The plain client shell: the page draws itself in the browser. */
  | 'client';

export type PageDeclaration = {
  /** The URL pattern, as React Router and Fastify both read it ('*' is the not-found page). */
  path: string;
  /** The page's file in client/app/routes, without ".tsx"; its chunk loads on first visit. */
  module: string;
  render: PageRender;
  /**
   * For a cached page, the query parameters it reads. Only these reach the renderer, the cache
   * key and the canonical address; any other (?utm_source=…) cannot split the cache.
   */
  query?: readonly string[];
  /** Shows the random hero picture: cached once per picture, one picked per visit. */
  hero?: boolean;
  /** The tab's title (and the share title when the page's data gives none). */
  title: string;
  /**
   * The page renders its own <title> from its data (an outfit's name, a collection): the table's
   * title is then only the server's fallback, never a second <title>.
   */
  ownTitle?: true;
  /**
   * The catalogue reads the page's first view shows, fetched before its one server render and
   * handed to the browser; client/app/page-reads.ts says how each is fetched. Nothing else is
   * fetched or sent.
   */
  prefetch?: readonly PageRead[];
  /**
   * A personal page's own reads, besides who the visitor is (always), that its first view shows
   * and whose address holds no id: the browser fetches them alongside the HTML, so the page's
   * code finds them on arrival (decision 038). client/app/page-reads.ts says each one's address.
   */
  personalReads?: readonly PersonalRead[];
  /**
   * A 'server' page the same for every visitor whose data may be this many milliseconds old:
   * its render is kept that long and shared (server/ssr/kept-pages.ts), so a link shared to a
   * few hundred phones at once costs one render a second, not one per visit.
   */
  keepMs?: number;
  /** The search result and share preview text when the page's data gives none. */
  description?: string;
  /**
   * A public page the browser hydrates island by island (decision 059): its code is the islands
   * build's (client/islands/main.tsx), no router and no page, and only the parts made islands
   * (client/islands/island.tsx) are ever rendered by React in the browser. Its links are ordinary
   * navigations. First-view JavaScript budget: 100 kB (scripts/check-budgets.ts).
   */
  islands?: true;
};

/** The visitor's own reads a personal page may preload; each is one queryOptions (page-reads.ts). */
export type PersonalRead = 'tailorOrders';

/** The reads a page may prefetch; each is one queryOptions of a feature (page-reads.ts). */
export type PageRead =
  | 'featuredProducts'
  | 'featuredTailors'
  | 'productSearch'
  | 'product'
  | 'tailorSearch'
  | 'tailor'
  | 'event'
  | 'outbox';

const SITE = 'Telo';
const title = (name: string) => `${name} · ${SITE}`;

const pages = [
  {
    path: '/',
    module: 'home',
    render: 'cached',
    islands: true,
    hero: true,
    prefetch: ['featuredProducts', 'featuredTailors'],
    title: 'Telo — Bespoke African Fashion, Correctly Fitted',
  },
  {
    path: '/products',
    module: 'products',
    render: 'cached',
    islands: true,
    query: ['q', 'category', 'sort', 'tailor'],
    prefetch: ['productSearch'],
    title: title('Browse All Outfits'),
    ownTitle: true,
    description:
      'Browse agbada, senator, ankara, aso-oke and lace outfits, each cut and sewn to your own measurements by a master tailor.',
  },
  {
    path: '/products/:id',
    module: 'product-detail',
    render: 'cached',
    islands: true,
    prefetch: ['product'],
    title: title('Outfit'),
    ownTitle: true,
  },
  {
    path: '/tailors',
    module: 'tailors',
    render: 'cached',
    islands: true,
    query: ['q', 'location', 'specialty', 'sort'],
    prefetch: ['tailorSearch'],
    title: title('Find Master Tailors'),
    description:
      'Find verified master tailors across Nigeria: compare ratings, specialties and response times, then pick yours.',
  },
  {
    path: '/tailors/:id',
    module: 'tailor-detail',
    render: 'cached',
    islands: true,
    prefetch: ['tailor'], // the portfolio tab fetches its outfits when opened
    title: title('Master Tailor'),
    ownTitle: true,
  },
  { path: '/body-scan', module: 'body-scan', render: 'personal', title: title('Body Scan') },
  { path: '/profile', module: 'profile', render: 'personal', title: title('Your Profile') },
  { path: '/orders', module: 'orders', render: 'personal', title: title('My Orders') },
  { path: '/orders/:id', module: 'order-detail', render: 'personal', title: title('Order') },
  // Aso-ebi (issue 32): a host's margins and the bank account they are paid into.
  {
    path: '/aso-ebi/earnings',
    module: 'aso-ebi-earnings',
    render: 'personal',
    title: title('Your Aso-ebi Earnings'),
  },
  {
    path: '/become-tailor',
    module: 'become-tailor',
    render: 'client', // its draft lives in this browser (saved-draft.ts)
    title: title('Become a Tailor'),
  },
  {
    path: '/help',
    module: 'help',
    render: 'cached',
    islands: true,
    title: title('Help Center'),
    description:
      'Answers about orders, measurements, delivery and payments, and the ways to reach Telo support.',
  },
  {
    path: '/contact',
    module: 'contact',
    render: 'cached',
    islands: true,
    title: title('Contact Us'),
    description: 'Write to Telo support about an order, a fitting or anything else.',
  },
  {
    path: '/size-guide',
    module: 'size-guide',
    render: 'cached',
    islands: true,
    title: title('Size Guide'),
    description:
      'How to measure yourself for a made-to-measure outfit, with the sizes our tailors use.',
  },
  {
    path: '/returns',
    module: 'returns',
    render: 'cached',
    islands: true,
    title: title('Lifetime Fit Guarantee'),
    description: 'Returns, alterations and refunds for made-to-measure outfits on Telo.',
  },
  {
    path: '/privacy-policy',
    module: 'privacy-policy',
    render: 'cached',
    islands: true,
    title: title('Privacy Policy'),
    description: 'How Telo collects, uses and protects your personal data and measurements.',
  },
  {
    path: '/terms-of-service',
    module: 'terms-of-service',
    render: 'cached',
    islands: true,
    title: title('Terms of Service'),
    description: 'The terms for shopping with and selling through Telo.',
  },
  {
    path: '/cookie-policy',
    module: 'cookie-policy',
    render: 'cached',
    islands: true,
    title: title('Cookie Policy'),
    description: 'The cookies Telo uses and why.',
  },
  {
    path: '/rewards',
    module: 'rewards',
    render: 'cached',
    islands: true,
    title: title('Rewards'),
    description: 'Earn points on every Telo order and spend them on your next outfit.',
  },
  // Public but not the catalogue's: the same for everyone, rendered per request.
  { path: '/sign-in', module: 'sign-in', render: 'server', title: title('Sign in') },
  {
    path: '/dev/outbox',
    module: 'dev-outbox',
    render: 'server',
    prefetch: ['outbox'],
    title: title('Outbox (development)'),
  },
  { path: '/checkout', module: 'checkout', render: 'personal', title: title('Checkout') },
  {
    path: '/checkout/complete',
    module: 'checkout-complete',
    render: 'server',
    title: title('Payment'),
  },
  // Issue 14's workspaces.
  {
    path: '/dashboard',
    module: 'dashboard',
    render: 'personal',
    personalReads: ['tailorOrders'], // the tab that opens first
    title: title('Your workspace'),
  },
  { path: '/admin', module: 'admin', render: 'personal', title: title('Review desk') },
  // Issue 15's fit claims and conversations.
  { path: '/claims', module: 'fit-claims', render: 'personal', title: title('Fit claims') },
  {
    path: '/claims/new',
    module: 'fit-claim-new',
    render: 'personal',
    title: title('Report a fit problem'),
  },
  { path: '/claims/:id', module: 'fit-claim', render: 'personal', title: title('Fit claim') },
  { path: '/messages', module: 'messages', render: 'personal', title: title('Messages') },
  {
    path: '/messages/:threadId',
    module: 'message-thread',
    render: 'personal',
    title: title('Conversation'),
  },
  // Issue 32: an aso-ebi event's page, the link a host shares; public, its data not the catalogue's.
  {
    path: '/events/:id',
    module: 'event',
    render: 'server',
    islands: true,
    prefetch: ['event'],
    keepMs: 1000, // how many joined may be a second old
    title: title('Aso-ebi event'),
    ownTitle: true,
    description:
      'Choose your aso-ebi look, give your measurements and pay your own share: each outfit is made to your body by a master tailor.',
  },
  // Aso-ebi events, the host's side (issue 32).
  { path: '/events', module: 'events', render: 'personal', title: title('My events') },
  {
    path: '/events/new',
    module: 'event-new',
    render: 'personal',
    title: title('Create an aso-ebi event'),
  },
  {
    path: '/events/:id/board',
    module: 'event-board',
    render: 'personal',
    title: title('Event board'),
  },
  { path: '*', module: 'not-found', render: 'server', title: title('Page not found') },
] as const satisfies readonly PageDeclaration[];

export const pageTable: readonly PageDeclaration[] = pages;

/** A page's URL pattern, exactly as the table writes it: what client/config/paths.ts links to. */
export type PagePath = (typeof pages)[number]['path'];

/** The manifest key of a page's module, as Vite names it ("app/routes/home.tsx"). */
export const manifestKey = (page: PageDeclaration) => `app/routes/${page.module}.tsx`;
