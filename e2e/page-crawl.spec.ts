import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatNaira } from '../shared/money.ts';
import { pageTable } from '../shared/page-table.ts';
import type { Order } from '../shared/schemas/order.ts';
import type { Product } from '../shared/schemas/product.ts';
import type { Tailor } from '../shared/schemas/tailor.ts';
import { stylesheetClasses } from '../scripts/critical-css.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { watchHydration } from './support/hydration.ts';

/**
 * One crawl of every page of shared/page-table.ts (issue 30), in place of four walks over much the
 * same pages (without JavaScript, server rendering, the information pages' titles, a smoke walk).
 * Without JavaScript a public page arrives rendered with its content and a personal page says it
 * needs JavaScript; with JavaScript the server-rendered pages are taken over (hydrated) without an
 * error and without rebuilding their heading (issue #5, decision 010). A page added to the table
 * without a visit below fails the crawl, so none is missed.
 */
const NOTICE = 'Telo needs JavaScript for this page';

type Catalog = { product: Product; products: Product[]; tailor: Tailor; demoOrderId: string };

type Visit = {
  url: string;
  /** The page's one <h1> (public pages; a personal page's first heading is the notice). */
  h1?: string;
  /** Text its main landmark holds: the data or the facts (spec §9) a shopper came for. */
  shows?: string[];
  /** Checked for accessibility, with a screenshot under this name (the information pages). */
  screenshot?: string;
  status?: number;
};

const info = (url: string, h1: string, shows: string[]): Visit[] => [
  { url, h1, shows, screenshot: url.slice(1) },
];
const personal = (url: string): Visit[] => [{ url }];

/** How each page of the table is opened and what it shows, keyed by its path pattern. */
const visits: Record<string, (c: Catalog) => Visit[]> = {
  '/': () => [{ url: '/', h1: 'Bespoke African Fashion, Correctly Fitted' }],
  '/products': ({ product, products }) => {
    const category = products.find((p) => p.category !== product.category)!.category;
    return [
      {
        url: '/products',
        h1: 'Browse All Outfits',
        shows: [product.name, formatNaira(product.price)],
      },
      { url: `/products?category=${encodeURIComponent(category)}`, h1: `${category} Collection` },
    ];
  },
  '/products/:id': ({ product }) => [
    {
      url: `/products/${product.id}`,
      h1: product.name,
      shows: [formatNaira(product.price), product.tailor.businessName],
    },
  ],
  '/tailors': ({ tailor }) => [
    { url: '/tailors', h1: 'Find Master Tailors', shows: [tailor.businessName] },
  ],
  '/tailors/:id': ({ tailor }) => [{ url: `/tailors/${tailor.id}`, h1: tailor.businessName }],
  '/body-scan': () => personal('/body-scan'),
  '/profile': () => personal('/profile'),
  '/orders': () => personal('/orders'),
  '/orders/:id': ({ demoOrderId }) => personal(`/orders/${demoOrderId}`),
  '/become-tailor': () => personal('/become-tailor'),
  '/help': () =>
    info('/help', 'Help Center', [
      'Getting Started',
      'Orders & Delivery',
      'Measurements & Fit',
      'Account & Rewards',
      '2-4 weeks',
    ]),
  '/contact': () => [{ url: '/contact', h1: 'Contact Us' }],
  '/size-guide': () =>
    info('/size-guide', 'Size Guide', [
      '3D body scan',
      'Manual measurements',
      'The 8 essential measurements',
      'Danshiki',
      'Agbada',
      'Senator',
      'Ankara Dress',
    ]),
  '/returns': () =>
    info('/returns', 'Lifetime Fit Guarantee', [
      'Report issues within 30 days of delivery.',
      'Applied in 5-7 business days and never expire.',
      '₦15,000',
      '₦30,000',
      'Free within 24 hours of ordering',
      'Eligible',
      'Not eligible',
    ]),
  '/privacy-policy': () =>
    info('/privacy-policy', 'Privacy Policy', [
      'Last updated January 2025',
      'Nigeria Data Protection Act 2023',
      'Your rights',
    ]),
  '/terms-of-service': () =>
    info('/terms-of-service', 'Terms of Service', [
      'Last updated January 2025',
      'Lifetime Fit Guarantee',
      'Federal Republic of Nigeria',
    ]),
  '/cookie-policy': () =>
    info('/cookie-policy', 'Cookie Policy', [
      'Last updated January 2025',
      'strictly necessary cookies',
      'Your choices',
    ]),
  '/rewards': () =>
    info('/rewards', 'Telo Rewards', [
      'Fabric Friend',
      'Style Enthusiast',
      'Fashion Connoisseur',
      'Ambassador',
      '850 points',
      '100 points = ₦100 credit',
    ]),
  '/sign-in': () => [{ url: '/sign-in', h1: 'Sign in' }],
  '/dev/outbox': () => [{ url: '/dev/outbox', h1: 'Outbox' }],
  // Without a reference: the server's own answer for a payment it does not know.
  '/checkout/complete': () => [{ url: '/checkout/complete', h1: 'Payment not found' }],
  // Issue 32: the demo's aso-ebi wedding, rendered on the server with its looks and deadlines.
  '/events/:id': () => [
    {
      url: '/events/demo-aso-ebi-wedding',
      h1: 'Folake & Kunle’s Wedding',
      shows: ['Pay by', 'The looks'],
    },
    { url: '/events/no-such-event', h1: 'Event not found', status: 404 },
  ],
  '/checkout': () => personal('/checkout'),
  '/dashboard': () => personal('/dashboard'),
  '/aso-ebi/earnings': () => personal('/aso-ebi/earnings'),
  '/admin': () => personal('/admin'),
  '/claims': () => personal('/claims'),
  '/claims/new': () => personal('/claims/new'),
  '/claims/:id': () => personal('/claims/no-such-claim'),
  '/messages': () => personal('/messages'),
  '/messages/:threadId': () => personal('/messages/no-such-thread'),
  '/events': () => personal('/events'),
  '/events/new': () => personal('/events/new'),
  '/events/:id/board': () => personal('/events/no-such-event/board'),
  '*': () => [{ url: '/no-such-page', h1: '404 Page Not Found', status: 404 }],
};

/** The records the visits open: outfits, tailors and one of the demo shopper's orders. */
async function catalogOf(request: APIRequestContext): Promise<Catalog> {
  const { items: products } = (await (await request.get('/api/products?limit=24')).json()) as {
    items: Product[];
  };
  const tailors = (await (await request.get('/api/tailors')).json()) as Tailor[];
  const orders = (await (await request.get('/api/users/user1/orders')).json()) as Order[];
  return { product: products[0]!, products, tailor: tailors[0]!, demoOrderId: orders[0]!.id };
}

/** Every page of the table, in its order, as visits. */
async function crawl(request: APIRequestContext) {
  const catalog = await catalogOf(request);
  return pageTable.flatMap((page) =>
    visits[page.path]!(catalog).map((visit) => ({ ...visit, render: page.render })),
  );
}

test('every page of the table has a visit in the crawl', () => {
  const paths = pageTable.map((page) => page.path);
  expect(
    paths.filter((path) => !(path in visits)),
    'pages of shared/page-table.ts without a visit in e2e/page-crawl.spec.ts',
  ).toEqual([]);
  expect(Object.keys(visits).filter((path) => !paths.includes(path))).toEqual([]);
});

async function expectOneH1(page: Page, h1: string, url: string) {
  await expect(page.getByRole('heading', { level: 1 }), url).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(h1);
}

test.describe('without JavaScript', () => {
  /** A browser with JavaScript turned off (or blocked), as some shoppers on old phones have. */
  test.use({ javaScriptEnabled: false });

  test('every page arrives with its content, or says it needs JavaScript', async ({
    page,
    request,
  }) => {
    const main = page.getByRole('main');
    for (const visit of await crawl(request)) {
      const { url } = visit;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(visit.status ?? 200);
      expect(response?.headers()['content-type'], url).toContain('text/html');
      if (visit.render === 'personal' || visit.render === 'client') {
        await expect(page.getByRole('heading', { level: 1, name: NOTICE }), url).toBeVisible();
        // The way on: the catalogue pages arrive rendered and work without JavaScript.
        await expect(page.getByRole('link', { name: 'Browse Outfits' }), url).toHaveAttribute(
          'href',
          '/products',
        );
        continue;
      }
      await expectOneH1(page, visit.h1!, url);
      for (const text of visit.shows ?? []) await expect(main, url).toContainText(text);
      await expect(page.getByRole('heading', { name: NOTICE }), url).toHaveCount(0);
      // No grey placeholder waiting for data that cannot come.
      await expect(page.locator('.animate-pulse:visible'), url).toHaveCount(0);
    }
  });

  test('home shows its featured outfits with prices; an outfit says what needs JavaScript', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Featured Designs' })).toBeVisible();
    await expect(main.getByRole('article').first()).toContainText('₦');

    const { items } = (await (await request.get('/api/products?limit=1')).json()) as {
      items: Product[];
    };
    await page.goto(`/products/${items[0]!.id}`);
    // (getByText does not look inside <noscript>; the paragraph's role does.)
    await expect(
      page.getByRole('paragraph').filter({
        hasText: 'Telo needs JavaScript to check your measurements and to take your order.',
      }),
    ).toBeVisible();
  });
});

/** With JavaScript: each page rendered from the catalogue, one test each (they are the slow ones). */
for (const { path } of pageTable.filter((p) => p.render === 'cached' && p.path in visits)) {
  test(`with JavaScript, ${path} takes over the server HTML without errors`, async ({
    page,
    request,
  }, testInfo) => {
    const { problems, keptServerHeading } = await watchHydration(page);
    for (const visit of visits[path]!(await catalogOf(request))) {
      const { url } = visit;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(await keptServerHeading(), `${url} kept its server-rendered heading`).toBe(true);
      await expectOneH1(page, visit.h1!, url);
      for (const text of visit.shows ?? [])
        await expect(page.getByRole('main'), url).toContainText(text);
      if (visit.screenshot) {
        await expectNoSeriousA11yViolations(page);
        await saveScreenshot(page, testInfo, visit.screenshot);
      }
    }
    expect(problems).toEqual([]);
  });
}

test.describe('data-light (Save-Data: on)', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('the public pages arrive data-light, accessible, and say what they weighed', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { problems } = await watchHydration(page);
    // The public pages; the not-found page (whose own answer the console reports) is the same.
    const publicVisits = (await crawl(request)).filter(
      (visit) => (visit.render === 'cached' || visit.render === 'server') && !visit.status,
    );
    for (const visit of publicVisits) {
      const { url } = visit;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      // Caches on the way keep the two modes apart.
      expect(response?.headers()['vary'], url).toBe('Accept-Encoding, Save-Data, Cookie');
      await expectOneH1(page, visit.h1!, url);
      await expect(page.locator('[data-page-weight]'), url).toHaveText(
        /^Data-light: this page weighed [1-9]\d* kB\.$/,
      );
      if (visit.screenshot) await expectNoSeriousA11yViolations(page);
    }
    expect(problems).toEqual([]);
  });
});

test("every class of a rendered page has its rules in the page's own inline CSS", async ({
  request,
}) => {
  let whole: Set<string> | undefined;
  for (const visit of await crawl(request)) {
    if (visit.render === 'client') continue;
    const html = await (await request.get(visit.url)).text();
    // The boot script asks for the whole sheet after the first paint (decision 061).
    const href = / data-css="([^"]+)"/.exec(html)?.[1];
    expect(href, `${visit.url} asks for the whole stylesheet after its first paint`).toBeDefined();
    whole ??= stylesheetClasses(await (await request.get(href!)).text());
    const inline = stylesheetClasses(
      [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''),
    );
    const used = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/));
    const missing = [...new Set(used)].filter((name) => whole!.has(name) && !inline.has(name));
    expect(
      missing,
      `${visit.url}: classes whose rules arrive only with the whole stylesheet`,
    ).toEqual([]);
  }
});

test('after the server-rendered home the shopper moves around in the browser, to the 404 page', async ({
  page,
}) => {
  const { problems } = await watchHydration(page);
  await page.goto('/');
  await expect(page).toHaveTitle(/Telo/);
  await page.getByRole('link', { name: 'Browse Outfits' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse All Outfits' })).toBeVisible();
  await page.getByRole('link', { name: 'Find Tailors' }).first().click();
  await expect(page).toHaveURL(/\/tailors$/);
  await expect(page.getByRole('heading', { name: 'Find Master Tailors' })).toBeVisible();
  expect(problems).toEqual([]);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('a missing outfit stays the not-found page the server sent, without asking again', async ({
  page,
}) => {
  const { keptServerHeading } = await watchHydration(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/products/')) asked.push(r.url());
  });
  const response = await page.goto('/products/no-such-outfit');
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  expect(await keptServerHeading()).toBe(true);
  expect(asked).toEqual([]);
});

/** The first outfit of the catalogue, as its API lists it. */
async function firstOutfit(request: APIRequestContext) {
  const { items } = (await (await request.get('/api/products?limit=1')).json()) as {
    items: Product[];
  };
  return items[0]!;
}

test('an outfit shared on WhatsApp shows its picture, name and price', async ({
  request,
  baseURL,
}) => {
  const product = await firstOutfit(request);
  const response = await request.get(`/products/${product.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:title')).toContain(product.name.replace(/&/g, '&amp;'));
  expect(meta('og:title')).toContain(formatNaira(product.price));
  expect(meta('og:image')).toBe(`${baseURL}${product.imageUrl}`);
  expect(meta('og:url')).toBe(`${baseURL}/products/${product.id}`);
  expect(meta('og:type')).toBe('product');
  expect(html).toContain('<meta name="description"');
  expect(html).toContain(`<title>${product.name.replace(/&/g, '&amp;')} · Telo</title>`);
});

test('unknown addresses answer 404 with the not-found page', async ({ request }) => {
  const unknown = await request.get('/no-such-page');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('404 Page Not Found');

  // The page itself says so (its heading in the HTML), not a placeholder waiting for the browser
  // to ask again: the server's answer is in the state it sends along, and the page shows it.
  const outfit = await request.get('/products/no-such-outfit');
  expect(outfit.status()).toBe(404);
  expect(await outfit.text()).toMatch(/<h1[^>]*>Product not found<\/h1>/);

  const tailor = await request.get('/tailors/no-such-tailor');
  expect(tailor.status()).toBe(404);
  expect(await tailor.text()).toMatch(/<h1[^>]*>Tailor not found<\/h1>/);
});

test('rendered pages travel compressed to browsers that accept it', async ({ request }) => {
  const product = await firstOutfit(request);
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get('/products', { headers: { 'accept-encoding': encoding } });
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['vary']).toContain('Accept-Encoding');
    expect(await response.text()).toContain(product.name.replace(/&/g, '&amp;'));
  }
  const plain = await request.get('/products', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('Browse All Outfits');
});
