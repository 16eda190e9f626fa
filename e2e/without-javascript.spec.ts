import { expect, test } from '@playwright/test';
import { formatNaira } from '../shared/money.ts';
import type { Order } from '../shared/schemas/order.ts';
import type { Product } from '../shared/schemas/product.ts';

/** A browser with JavaScript turned off (or blocked), as some shoppers on old phones have. */
test.use({ javaScriptEnabled: false });

const NOTICE = 'Telo needs JavaScript for this page';

test('the personal pages and the tailor application say they need JavaScript instead of staying blank', async ({
  page,
  request,
}) => {
  const orders: Order[] = await (await request.get('/api/users/user1/orders')).json();
  for (const path of [
    '/body-scan',
    '/profile',
    '/orders',
    `/orders/${orders[0]!.id}`,
    '/become-tailor',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NOTICE }), path).toBeVisible();
    // The way on: the catalog pages arrive rendered and work without JavaScript.
    await expect(page.getByRole('link', { name: 'Browse Outfits' }), path).toHaveAttribute(
      'href',
      '/products',
    );
  }
});

test('an outfit shows its content, and says what needs JavaScript where the shopper’s fit would be', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/products?limit=1')).json()) as { items: Product[] };
  const outfit = list.items[0]!;
  await page.goto(`/products/${outfit.id}`);

  await expect(page.getByRole('heading', { level: 1, name: outfit.name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(formatNaira(outfit.price));
  await expect(page.getByRole('main')).toContainText(outfit.tailor.businessName);
  // (getByText does not look inside <noscript>; the paragraph's role does.)
  await expect(
    page.getByRole('paragraph').filter({
      hasText: 'Telo needs JavaScript to check your measurements and to take your order.',
    }),
  ).toBeVisible();
  // No grey placeholder waiting for data that cannot come.
  await expect(page.locator('.animate-pulse:visible')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: NOTICE })).toHaveCount(0);
});

test('the rendered catalog pages show their content, not the notice', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'Bespoke African Fashion'],
    ['/tailors', 'Find Master Tailors'],
    ['/help', 'Help Center'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
    await expect(page.getByRole('heading', { name: NOTICE }), path).toHaveCount(0);
  }
});
