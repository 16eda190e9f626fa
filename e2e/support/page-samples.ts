import { expect } from '@playwright/test';
import { pageTable, type PageRender } from '../../shared/page-table.ts';

/**
 * How to open a realistic sample of every page of shared/page-table.ts, for checks that must see
 * them all (page-widths.spec.ts): a URL with a real id, and who opens it. Keyed by the table's
 * path pattern; a page added to the table without a sample here fails the check, so none is
 * missed.
 */

/**
 * Who opens a sample: the demo shopper (no sign-in, demo mode), a new shopper with an order
 * delivered, a conversation and a fit claim (support/delivered-order.ts), the demo tailor who
 * made that order, or the admin.
 */
export type Viewer = 'demo' | 'shopper' | 'tailor' | 'admin';

export type Sample = {
  path: string;
  as: Viewer;
  /** Text the page shows once it holds what the sample is about (not a sign-in prompt). */
  shows?: string;
  /** How its page is rendered (the page table's say; filled in by samplesOfEveryPage). */
  render?: PageRender;
};

/** The real records the samples open. */
export type SampleData = {
  /** An outfit of the catalogue, also in the demo shopper's cart. */
  outfit: { id: string; name: string; tailorId: string };
  /** One of the demo shopper's seeded orders. */
  demoOrderId: string;
  /** The new shopper's delivered order with the demo tailor, and what came of it. */
  delivered: {
    orderId: string;
    garment: string;
    businessName: string;
    reference: string;
    threadId: string;
    claimId: string;
  };
  /** An aso-ebi event the demo shopper hosts (issue 32). */
  event: { id: string; name: string };
};

const demo = (path: string, shows?: string): Sample[] => [{ path, as: 'demo', shows }];

const samples: Record<string, (data: SampleData) => Sample[]> = {
  '/': () => demo('/'),
  '/products': () => demo('/products'),
  '/products/:id': ({ outfit }) => demo(`/products/${outfit.id}`),
  '/tailors': () => demo('/tailors'),
  '/tailors/:id': ({ outfit }) => demo(`/tailors/${outfit.tailorId}`),
  '/body-scan': () => demo('/body-scan'),
  '/profile': () => demo('/profile'),
  '/orders': () => demo('/orders'),
  // A seeded order, and (issue 29) a delivered one whose status card follows its stage.
  '/orders/:id': ({ demoOrderId, delivered }) => [
    ...demo(`/orders/${demoOrderId}`),
    {
      path: `/orders/${delivered.orderId}`,
      as: 'shopper',
      shows: 'Your outfit has been delivered.',
    },
  ],
  '/become-tailor': () => demo('/become-tailor'),
  '/help': () => demo('/help'),
  '/contact': () => demo('/contact'),
  '/size-guide': () => demo('/size-guide'),
  '/returns': () => demo('/returns'),
  '/privacy-policy': () => demo('/privacy-policy'),
  '/terms-of-service': () => demo('/terms-of-service'),
  '/cookie-policy': () => demo('/cookie-policy'),
  '/rewards': () => demo('/rewards'),
  '/sign-in': () => demo('/sign-in'),
  // The texts the sample's sign-ins sent are there.
  '/dev/outbox': () => demo('/dev/outbox', 'Your Telo code'),
  // The demo shopper's measurements are saved and the outfit is in the cart.
  '/checkout': ({ outfit }) => demo('/checkout', outfit.name),
  '/checkout/complete': ({ delivered }) => [
    {
      path: `/checkout/complete?reference=${delivered.reference}`,
      as: 'shopper',
      shows: delivered.garment,
    },
  ],
  // Each of its tabs is opened by the check (it opens every tab of a page).
  '/dashboard': () => [{ path: '/dashboard', as: 'tailor', shows: 'Your workspace' }],
  '/aso-ebi/earnings': () => [
    { path: '/aso-ebi/earnings', as: 'shopper', shows: 'Your aso-ebi earnings' },
  ],
  '/admin': () => [{ path: '/admin', as: 'admin', shows: 'Review desk' }],
  '/claims': ({ delivered }) => [{ path: '/claims', as: 'shopper', shows: delivered.garment }],
  '/claims/new': ({ delivered }) => [
    { path: `/claims/new?order=${delivered.orderId}`, as: 'shopper', shows: 'What is wrong' },
  ],
  // The shopper may dispute; the tailor answers with a choice and a note.
  '/claims/:id': ({ delivered }) =>
    (['shopper', 'tailor'] as const).map((as) => ({
      path: `/claims/${delivered.claimId}`,
      as,
      shows: `Fit claim: ${delivered.garment}`,
    })),
  '/messages': ({ delivered }) => [
    { path: '/messages', as: 'shopper', shows: delivered.businessName },
  ],
  '/messages/:threadId': ({ delivered }) => [
    { path: `/messages/${delivered.threadId}`, as: 'shopper', shows: 'tight at the elbow' },
  ],
  // Issue 32: the demo's aso-ebi wedding (server/db/seed/build-events.ts).
  '/events/:id': () => demo('/events/demo-aso-ebi-wedding', 'The looks'),
  '/events': ({ event }) => demo('/events', event.name),
  '/events/new': () => demo('/events/new', 'Find an outfit for a look'),
  '/events/:id/board': ({ event }) => demo(`/events/${event.id}/board`, 'Download CSV'),
  '*': () => demo('/no-such-page'),
};

/**
 * The samples of every page of the table, in its order. Fails when a page has none (add one
 * above) or a sample's page left the table.
 */
export function samplesOfEveryPage(data: SampleData): Sample[] {
  const paths = pageTable.map((page) => page.path);
  expect(
    paths.filter((path) => !(path in samples)),
    'pages of shared/page-table.ts without a sample in e2e/support/page-samples.ts',
  ).toEqual([]);
  expect(
    Object.keys(samples).filter((path) => !paths.includes(path)),
    'samples of pages shared/page-table.ts no longer has',
  ).toEqual([]);
  return pageTable.flatMap((page) =>
    samples[page.path]!(data).map((sample) => ({ ...sample, render: page.render })),
  );
}
