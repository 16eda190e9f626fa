import {
  devices,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { Order } from '../shared/schemas/order.ts';
import { demoTailor } from './support/accounts.ts';
import { ADMIN_PHONE } from './support/admin-session.ts';
import { openHydrated } from './support/client-navigation.ts';
import { deliveredOrderWithClaim, plausibleMeasurements } from './support/delivered-order.ts';
import { keptSession } from './support/kept-session.ts';
import {
  samplesOfEveryPage,
  type Sample,
  type SampleData,
  type Viewer,
} from './support/page-samples.ts';

/**
 * Every page of shared/page-table.ts fits the screen, in a realistic state (support/page-samples.ts):
 * nothing pans sideways and no tab or select label is cut, on every tab of the page. Phones are
 * checked at the narrowest widths still sold in Nigeria (320 and 360 px, with touch and mobile
 * emulation), desktops at 1280 px.
 *
 * With mobile emulation the layout viewport widens to fit whatever overflows, so innerWidth grows
 * with the page; the page is measured against the screen width it was given instead.
 */
const widths = { phone: [320, 360], desktop: [1280] } as const;

/** The demo tailor who makes the sample order; no other journey signs in with this number. */
const SAMPLE_TAILOR = 'Nassarawa Lace & Veils';

type Session = string | Awaited<ReturnType<BrowserContext['storageState']>>;

let data: SampleData;
/** Each viewer's signed-in cookies (a kept file, or the state itself); the demo shopper needs none. */
const sessions: Partial<Record<Viewer, Session>> = {};
/** The outfit put in the demo shopper's cart for /checkout, taken out again afterwards. */
let addedToCart: string | undefined;

test.beforeAll(async ({ browser }) => {
  // Two sign-ins (kept for the run) and an order made from payment to delivery, all by API.
  test.setTimeout(60_000);
  const tailor = demoTailor(SAMPLE_TAILOR);
  sessions.tailor = await keptSession(browser, tailor.phone, tailor.owner, 'tailor');
  sessions.admin = await keptSession(browser, ADMIN_PHONE, 'Telo Admin', 'admin');
  const { shopperState, ...delivered } = await deliveredOrderWithClaim(browser, sessions.tailor);
  sessions.shopper = shopperState;

  const demo = await browser.newContext();
  const api = demo.request;
  const product = (await (await api.get('/api/products?limit=1')).json()) as {
    items: SampleData['outfit'][];
  };
  const outfit = product.items[0]!;
  const orders = (await (await api.get('/api/users/user1/orders')).json()) as Order[];
  // The demo shopper checks out with her measurements and an outfit in the cart.
  if (!(await (await api.get('/api/users/user1/measurements')).json()))
    expect((await api.post('/api/measurements', { data: plausibleMeasurements })).ok()).toBe(true);
  const cart = (await (await api.get('/api/users/user1/cart')).json()) as { productId: string }[];
  if (!cart.some((item) => item.productId === outfit.id)) {
    expect((await api.post('/api/cart', { data: { productId: outfit.id } })).ok()).toBe(true);
    addedToCart = outfit.id;
  }
  // An aso-ebi event the demo shopper hosts, with the first outfit as its look (issue 32).
  const today = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
  const inDays = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const created = await api.post('/api/events', {
    data: {
      name: 'Sample Wedding',
      kind: 'wedding',
      eventDate: inDays(90),
      city: 'Lagos',
      state: 'Lagos',
      payBy: inDays(20),
      looks: [{ productId: outfit.id, fabricNote: 'Wine and gold' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; name: string };
  await demo.close();

  data = { outfit, demoOrderId: orders[0]!.id, delivered, event };
});

test.afterAll(async ({ browser }) => {
  if (!addedToCart) return;
  const demo = await browser.newContext();
  expect((await demo.request.delete(`/api/users/user1/cart/${addedToCart}`)).ok()).toBe(true);
  await demo.close();
});

async function phoneOrDesktop(
  browser: Browser,
  project: string,
  width: number,
  storageState?: Session,
  extraHTTPHeaders?: Record<string, string>,
) {
  const device = project === 'phone' ? devices['Pixel 7'] : devices['Desktop Chrome'];
  return browser.newContext({
    ...device,
    extraHTTPHeaders,
    viewport: { width, height: project === 'phone' ? 740 : 800 },
    screen: { width, height: project === 'phone' ? 740 : 800 },
    storageState,
  });
}

/** What does not fit: the page's own width, each tab strip, tab and select that is cut, and text past its box. */
function misfits(screenWidth: number) {
  const found: string[] = [];
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > screenWidth) found.push(`the page is ${pageWidth} px wide`);
  const name = (element: Element) => (element.textContent ?? '').trim().slice(0, 40);
  for (const strip of document.querySelectorAll('[role="tablist"]')) {
    if (strip.scrollWidth > strip.clientWidth) {
      found.push(
        `tab strip "${name(strip)}" needs ${strip.scrollWidth} of ${strip.clientWidth} px`,
      );
    }
  }
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    if (tab.scrollWidth > tab.clientWidth) found.push(`tab "${name(tab)}" is cut`);
  }
  // A select shows its chosen label only: a copy holding just that label, at its natural
  // width, is as wide as the label needs.
  for (const select of document.querySelectorAll('select')) {
    const copy = select.cloneNode(false) as HTMLSelectElement;
    copy.append(new Option(select.selectedOptions[0]?.text ?? ''));
    copy.style.width = 'auto';
    copy.style.minWidth = '0';
    copy.style.position = 'absolute';
    select.after(copy);
    const needed = copy.getBoundingClientRect().width;
    copy.remove();
    if (needed > select.getBoundingClientRect().width + 0.5) {
      found.push(`select "${select.selectedOptions[0]?.text}" is cut`);
    }
  }
  // Words that run out of the box that holds them (a label wider than its card). Boxes that
  // hide the excess on purpose (visually hidden labels, "…" truncation) are left out.
  for (const box of document.querySelectorAll('main *')) {
    const style = getComputedStyle(box);
    const ownText = [...box.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
    );
    if (!ownText || box.clientWidth <= 1 || style.textOverflow === 'ellipsis') continue;
    if (box.scrollWidth > box.clientWidth + 1) {
      found.push(`"${name(box)}" needs ${box.scrollWidth} of ${box.clientWidth} px`);
    }
  }
  return found;
}

/** Measures the page once its content, not a skeleton, is in (personal pages render in the browser). */
async function expectToFit(page: Page, width: number, where: string) {
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  expect.soft(await page.evaluate(misfits, width), where).toEqual([]);
}

/** Opens the sample and measures it, then each other tab of the page's (first) tab strip. */
async function checkSample(page: Page, sample: Sample, width: number) {
  const where = `${sample.path} as the ${sample.as} at ${width} px`;
  await openHydrated(page, sample.path);
  await expect(page.locator('main h1').first()).toBeVisible();
  if (sample.shows)
    await expect(page.getByRole('main').getByText(sample.shows).first(), where).toBeVisible();
  await expectToFit(page, width, where);
  const tabs = page.getByRole('main').getByRole('tablist').first().getByRole('tab');
  for (const tab of await tabs.all()) {
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    const name = (await tab.textContent())?.trim();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectToFit(page, width, `${where}, ${name} tab`);
  }
}

test('no page scrolls sideways, and no tab, select or label is cut or runs out of its box', async ({
  browser,
}, testInfo) => {
  const project = testInfo.project.name as keyof typeof widths;
  const samples = samplesOfEveryPage(data);
  // About a second a page (more with tabs) on an idle machine; room for a busy one.
  test.setTimeout(widths[project].length * samples.length * 5_000);
  for (const width of widths[project]) {
    // One browser per viewer at this width, opened when its first sample comes.
    const pages = new Map<Viewer, Page>();
    for (const sample of samples) {
      if (!pages.has(sample.as)) {
        const context = await phoneOrDesktop(browser, project, width, sessions[sample.as]);
        pages.set(sample.as, await context.newPage());
      }
      await checkSample(pages.get(sample.as)!, sample, width);
    }
    for (const page of pages.values()) await page.context().close();
  }
});

test('in data-light mode (Save-Data: on) the public pages fit too, and say what they weighed', async ({
  browser,
}, testInfo) => {
  const project = testInfo.project.name as keyof typeof widths;
  // One width (the phone's 360 px), the public pages only: the mode changes their pictures and
  // their footer, which the personal pages share.
  const width = widths[project].at(-1)!;
  const samples = samplesOfEveryPage(data).filter(
    (sample) => sample.as === 'demo' && (sample.render === 'cached' || sample.render === 'server'),
  );
  test.setTimeout(samples.length * 5_000);
  const context = await phoneOrDesktop(browser, project, width, undefined, { 'Save-Data': 'on' });
  const page = await context.newPage();
  for (const sample of samples) {
    await checkSample(page, sample, width);
    // Once loaded, the footer counts what crossed the network (a page is never 0 kB).
    await expect(page.locator('[data-page-weight]'), sample.path).toHaveText(
      /^Data-light: this page weighed [1-9]\d* kB\.$/,
    );
    // Every picture asks for one file, its smallest.
    const srcsets = await page
      .locator('main img[srcset]')
      .evaluateAll((images) => images.map((image) => image.getAttribute('srcset')!));
    for (const srcset of srcsets) expect(srcset.split(','), sample.path).toHaveLength(1);
  }
  await context.close();
});

/** The "·" and the pin with their gaps: the city starts no further than this from the name. */
const BESIDE = 40;

test('on an order card the tailor’s city follows the tailor’s name, never apart beside it', async ({
  browser,
}, testInfo) => {
  const project = testInfo.project.name as keyof typeof widths;
  for (const width of widths[project]) {
    const context = await phoneOrDesktop(browser, project, width);
    const page = await context.newPage();
    const orders = (await (await page.request.get('/api/users/user1/orders')).json()) as Order[];
    await page.goto('/orders');
    for (const order of orders) {
      // Earlier journeys may have ordered the same outfit again: the first card of it will do.
      const card = page.getByRole('article', { name: order.product.name }).first();
      const name = card.getByText(order.tailor.businessName, { exact: true });
      const city = card.getByText(order.tailor.location, { exact: true });
      // The name's last line of text, and the city (a "·" and a pin come before it).
      const [lastLine, cityBox] = await Promise.all([
        name.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const { top, bottom, left, right } = [...range.getClientRects()].at(-1)!;
          return { top, bottom, left, right };
        }),
        city.evaluate((element) => {
          const { top, bottom, left } = element.getBoundingClientRect();
          return { top, bottom, left };
        }),
      ]);
      const sameLine = Math.abs(
        (cityBox.top + cityBox.bottom) / 2 - (lastLine.top + lastLine.bottom) / 2,
      );
      const where = `${order.tailor.businessName} · ${order.tailor.location} at ${width} px`;
      if (sameLine < 4) {
        // Right after the name's last word: only the "·" and the pin between them.
        expect(cityBox.left - lastLine.right, where).toBeGreaterThanOrEqual(0);
        expect(cityBox.left - lastLine.right, where).toBeLessThan(BESIDE);
      } else {
        // Or at the start of the next line.
        expect(cityBox.top, where).toBeGreaterThanOrEqual(lastLine.bottom - 1);
        const nameStart = await name.evaluate((element) => element.getBoundingClientRect().left);
        expect(cityBox.left - nameStart, where).toBeLessThan(BESIDE);
      }
    }
    await context.close();
  }
});
