import { expect, test, type Page } from '@playwright/test';
import type { Me } from '../shared/schemas/account.ts';
import type { OrderListItem } from '../shared/schemas/checkout.ts';
import { watchHydration } from './support/hydration.ts';

/**
 * The personal pages arrive from the server as their frame — header, heading, the places of
 * what is the visitor's — and the browser fills those places with the visitor's own reads
 * (decision 038). Nothing of any visitor's is in the server's HTML, and nothing the server
 * painted moves when the data arrives.
 */
const framed = [
  ['/profile', undefined],
  ['/orders', 'My Orders'],
  ['/checkout', 'Checkout'],
  ['/body-scan', '3D Body Scan'],
  ['/claims', 'Fit claims'],
  ['/messages', 'Messages'],
] as const;

/** The page as the server sent it and the browser painted it, before any of Telo's code ran. */
async function asPainted(page: Page, path: string) {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(path);
}

test('the personal pages arrive as their frame, with nothing of the visitor in it', async ({
  request,
}) => {
  const me = (await (await request.get('/api/me')).json()) as Me;
  const orders = (await (
    await request.get(`/api/users/${me.id}/orders`)
  ).json()) as OrderListItem[];
  expect(orders.length).toBeGreaterThan(0);

  for (const [path, heading] of framed) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // Never kept by a shared cache: the next visitor's browser asks again.
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    const html = await response.text();
    if (heading) expect(html, path).toContain(`>${heading}</h1>`);
    // Who the visitor is is fetched alongside the HTML, not after the code.
    expect(html, path).toContain(
      '<link rel="preload" as="fetch" href="/api/me" crossorigin="use-credentials" />',
    );
    for (const personal of [me.fullName!, me.phone!, orders[0]!.id, orders[0]!.product.name]) {
      expect(html, `${path} holds nothing of ${me.fullName}'s`).not.toContain(personal);
    }
  }
  // The workspace's first tab is fetched alongside its HTML too.
  expect(await (await request.get('/dashboard')).text()).toContain(
    '<link rel="preload" as="fetch" href="/api/tailor/orders" crossorigin="use-credentials" />',
  );
});

test('with JavaScript, the personal pages take over their frame without errors and fill it in', async ({
  page,
  request,
}) => {
  const me = (await (await request.get('/api/me')).json()) as Me;
  const { problems, keptServerHeading } = await watchHydration(page);
  const apiMe: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/me') apiMe.push(r.url());
  });

  for (const [path] of framed) {
    apiMe.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await keptServerHeading(), `${path} kept its server-rendered heading`).toBe(true);
    // The preloaded answer is the one the page's code used: asked once, not twice.
    expect(apiMe, path).toHaveLength(1);
  }
  expect(problems).toEqual([]);

  // The frame filled in with the visitor's own data.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(me.fullName!);
  await page.goto('/orders');
  await expect(page.getByText(/^Showing \d+ of \d+ orders$/)).toBeVisible();
});

test('a personal page’s data arrives without moving what the server painted', async ({
  browser,
  page,
}) => {
  const tabs = (p: Page) => p.getByRole('tablist', { name: 'Profile sections' });

  const painted = await browser.newContext({ viewport: page.viewportSize() });
  const plain = await painted.newPage();
  await asPainted(plain, '/profile');
  const before = await tabs(plain).boundingBox();
  // The footer waits below the first screen, where the page's growing content cannot push it
  // about in view.
  const footer = await plain.getByRole('contentinfo').boundingBox();
  await painted.close();
  expect(before).not.toBeNull();
  expect(footer!.y).toBeGreaterThanOrEqual(page.viewportSize()!.height);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(page.getByText(/^\d+ orders?$/)).toBeVisible();
  expect(await tabs(page).boundingBox()).toEqual(before);
});
