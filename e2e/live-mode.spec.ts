import { expect, test } from '@playwright/test';
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

/**
 * Live mode (DEMO_SHOPPER=off, the production setting): a visitor who has not signed in is a
 * guest with a cart of their own; pages that need an account ask them to sign in.
 */
test.use({ baseURL: LIVE_BASE_URL });

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

test("a guest's cart works, and comes along when they sign in from the orders page", async ({
  page,
  request,
}) => {
  const [product] = (
    (await (await request.get('/api/products?sort=name&limit=1')).json()) as {
      items: Product[];
    }
  ).items;
  await openHydrated(page, `/products/${product!.id}`);
  // Nothing saved for a guest who has written nothing yet: no endless loading.
  await expect(page.getByText('Measurements needed')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart - Custom Order' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(sheet.getByText(product!.name, { exact: true })).toBeVisible();
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
  await expect(sheet.getByText(product!.name, { exact: true })).toBeVisible();
});
