import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Product } from '../shared/schemas/product.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import {
  avatar,
  DEMO_BANNER,
  LIVE_BASE_URL,
  latestCode,
  newPhoneNumber,
} from './support/accounts.ts';
import { openHydrated } from './support/client-navigation.ts';
import { watchHydration } from './support/hydration.ts';

/**
 * Live mode (DEMO_SHOPPER=off, the production setting): a visitor who has not signed in is a
 * guest with a cart of their own; pages that need an account ask them to sign in.
 */
test.use({ baseURL: LIVE_BASE_URL });

/** The first outfit by name: the one these journeys put in a guest's cart. */
async function firstOutfit(request: APIRequestContext) {
  const answer = await request.get('/api/products?sort=name&limit=1');
  const { items } = (await answer.json()) as { items: Product[] };
  return items[0]!;
}

test('a guest is asked to sign in for their profile, orders and checkout, and no demo banner shows', async ({
  page,
}, testInfo) => {
  for (const [path, words] of [
    ['/profile', 'Sign in to see your profile'],
    ['/orders', 'Sign in to see your orders'],
    ['/orders/some-order', 'Sign in to see your order'],
    ['/checkout', 'Sign in to check out'],
  ] as const) {
    await openHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: words })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?next=${encodeURIComponent(path)}`,
    );
  }
  await expect(page.getByText(DEMO_BANNER)).toHaveCount(0);
  await expect(avatar(page)).not.toContainText('AO');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'live-orders-sign-in');
});

test('a guest’s personal pages arrive as their sign-in prompt, which the browser keeps as painted', async ({
  page,
  request,
}) => {
  const prompts = [
    ['/orders', 'Sign in to see your orders'],
    ['/profile', 'Sign in to see your profile'],
    ['/checkout', 'Sign in to check out'],
  ] as const;
  for (const [path, words] of prompts) {
    // Asked without a session cookie, as a guest arriving from a link asks.
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`${words}</h1>`);
    // Nothing of theirs to fetch alongside: the page already knows they are a guest.
    expect(html, path).not.toContain('as="fetch"');
  }

  const { problems, keptServerHeading } = await watchHydration(page);
  const apiMe: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/me') apiMe.push(r.url());
  });
  for (const [path, words] of prompts) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: words })).toBeVisible();
    // The prompt the server painted is the one on screen: no frame first, no swap afterwards.
    expect(await keptServerHeading(), `${path} kept its server-rendered prompt`).toBe(true);
  }
  expect(apiMe).toEqual([]);
  expect(problems).toEqual([]);

  // Once they have a session (their first cart add makes one), the server no longer knows who
  // they are: the page is sent as its frame and the browser asks.
  await openHydrated(page, `/products/${(await firstOutfit(request)).id}`);
  await page.getByRole('button', { name: 'Add to Cart - Custom Order' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  apiMe.length = 0;
  await page.goto('/orders');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to see your orders' }),
  ).toBeVisible();
  expect(apiMe).toHaveLength(1);
});

test("a guest's cart works, and comes along when they sign in from the orders page", async ({
  page,
  request,
}) => {
  const product = await firstOutfit(request);
  await openHydrated(page, `/products/${product.id}`);
  // Nothing saved for a guest who has written nothing yet: no endless loading.
  await expect(page.getByText('Measurements needed')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart - Custom Order' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(sheet.getByText(product.name, { exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('navigation', { name: 'Main' })
    .first()
    .getByRole('link', { name: 'Orders' })
    .click();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  const phone = newPhoneNumber();
  await page.getByLabel('Phone number or email').fill(phone.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await latestCode(request, phone.e164));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Full name').fill('Funke Akindele');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(avatar(page)).toHaveText('FA');
  // The guest's cart is the account's now.
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(sheet.getByText(product.name, { exact: true })).toBeVisible();
});
