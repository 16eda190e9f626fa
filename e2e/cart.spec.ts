import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { openHydrated } from './support/client-navigation.ts';

type Product = {
  id: string;
  name: string;
  price: number;
  tailor: { businessName: string };
};

const naira = (n: number) =>
  new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    maximumFractionDigits: 0,
  }).format(n);

/** The toast on screen: one at a time, so its text is on the page once. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart/ });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** Holds a request until `release()` is called, so the pending state can be seen. */
function holdRequests(page: Page, url: string, method: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    await route.fallback();
  };
  return { ready: page.route(url, handler), release };
}

let products: Product[];

test.beforeAll(async ({ request }) => {
  // The list page sorts by name; its first cards are these.
  products = (await (await request.get('/api/products?sort=name&limit=3')).json()).items;
});

// Every test starts from an empty cart (all tests act for the one placeholder shopper).
test.beforeEach(async ({ request }) => {
  expect((await request.delete('/api/users/user1/cart')).status()).toBe(204);
});

test('the cart sheet is styled the moment it opens, though the page came with its own rules only', async ({
  page,
}) => {
  // A rendered page carries the rules its own code uses; the whole stylesheet waits, loaded but
  // not applied, until the browser draws something those rules lack (decision 058).
  await openHydrated(page, '/help');
  const whole = page.locator('link[data-full-css]');
  await expect(whole).toHaveAttribute('media', 'print');
  await cartButton(page).click();
  await expect(sheet(page)).toBeVisible();
  await expect(whole).toHaveAttribute('media', 'all');
  // max-w-md, one of the sheet's own classes that /help's rules do not have.
  expect(await sheet(page).evaluate((dialog) => getComputedStyle(dialog).maxWidth)).toBe('448px');
});

test('an empty cart says so; Continue Shopping, Close and Escape close it and give focus back', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await cartButton(page).click();
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page).getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(sheet(page).getByText('Your cart is empty')).toBeVisible();
  await saveScreenshot(page, testInfo, 'cart-empty');

  // Focus stays inside the open sheet.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(
      true,
    );
  }

  await sheet(page).getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(sheet(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  await cartButton(page).click();
  await sheet(page).getByRole('button', { name: 'Close' }).click();
  await expect(sheet(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(sheet(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
});

test('a shopper orders from a card and from the outfit page, and sees the cart add up', async ({
  page,
}, testInfo) => {
  const [first, second] = products as [Product, Product];
  await page.goto('/products');
  await card(page, first.name).getByRole('button', { name: 'Order Custom' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
  await expect(toast(page, `${first.name} has been added to your cart`)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(cartButton(page)).toContainText('1');

  // The cart survives moving to another page.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Find Tailors' })
    .click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  // Opened directly, the page's badge still counts what the server's cart holds.
  await page.goto(`/products/${second.id}`);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await page.getByRole('button', { name: 'Add to Cart - Custom Order' }).click();
  await expect(toast(page, `${second.name} has been added to your cart`)).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');

  await cartButton(page).click();
  const items = sheet(page).getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  for (const product of [first, second]) {
    const item = items.filter({ hasText: product.name });
    await expect(item).toContainText(`by ${product.tailor.businessName}`);
    await expect(item).toContainText(naira(product.price));
    await expect(item.locator('img')).toHaveAttribute('src', /\.webp$/);
  }
  await expect(sheet(page).getByText('Total')).toBeVisible();
  await expect(sheet(page).getByTestId('cart-total')).toHaveText(naira(first.price + second.price));
  await expect(
    sheet(page).getByText('Secure checkout with body measurements included'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'cart-sheet');

  // Adding the same outfit again replaces it rather than adding a second line.
  await page.keyboard.press('Escape');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  const added = page.waitForResponse(
    (r) => r.url().endsWith('/api/cart') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add to Cart - Custom Order' }).click();
  expect((await added).status()).toBe(201);
  await expect(page.getByRole('button', { name: 'Add to Cart - Custom Order' })).toBeEnabled();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await cartButton(page).click();
  await expect(sheet(page).getByRole('listitem')).toHaveCount(2);

  // Proceed to Checkout closes the sheet and opens the checkout page (e2e/checkout.spec.ts).
  await sheet(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(sheet(page)).toBeHidden();
});

test('the badge shows the server’s count on every page load; the sheet alone reads the contents', async ({
  page,
  request,
}) => {
  const [first, second] = products as [Product, Product];
  const cartReads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().endsWith('/api/users/user1/cart')) cartReads.push(r.url());
  });
  for (const p of [first, second]) {
    await request.post('/api/cart', { data: { userId: 'user1', productId: p.id, quantity: 1 } });
  }

  // Opened directly, then reloaded, then another page opened directly: the count is there each
  // time. It arrives after the page is up and moves nothing: the header and its cart button keep
  // their boxes when the badge appears.
  const count = holdRequests(page, '**/api/users/user1/cart/count', 'GET');
  await count.ready;
  await page.goto('/products');
  await expect(page.getByRole('article').first()).toBeVisible();
  const boxes = async () => ({
    header: await page.getByRole('banner').boundingBox(),
    button: await cartButton(page).boundingBox(),
  });
  const before = await boxes();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  count.release();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await boxes()).toEqual(before);
  await page.unroute('**/api/users/user1/cart/count');
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  await page.goto(
    `/tailors/${(await (await request.get(`/api/products/${first.id}`)).json()).tailorId}`,
  );
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  expect(cartReads).toHaveLength(0);

  await cartButton(page).click();
  await expect(sheet(page).getByRole('listitem')).toHaveCount(2);
  expect(cartReads.length).toBeGreaterThanOrEqual(1);
  await page.keyboard.press('Escape');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
});

test('a shopper removes one outfit, then clears the cart', async ({ page, request }) => {
  const [first, second] = products as [Product, Product];
  for (const p of [first, second]) {
    await request.post('/api/cart', { data: { userId: 'user1', productId: p.id, quantity: 1 } });
  }
  await page.goto('/');
  await cartButton(page).click();
  const items = sheet(page).getByRole('listitem');
  await expect(items).toHaveCount(2);

  await sheet(page)
    .getByRole('button', { name: `Remove ${first.name}` })
    .click();
  await expect(toast(page, 'Item removed')).toBeVisible();
  await expect(toast(page, 'Item has been removed from your cart')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(sheet(page).getByTestId('cart-total')).toHaveText(naira(second.price));
  await page.keyboard.press('Escape');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  await cartButton(page).click();

  await sheet(page).getByRole('button', { name: 'Clear Cart' }).click();
  await expect(toast(page, 'Cart cleared')).toBeVisible();
  await expect(toast(page, 'All items have been removed from your cart')).toBeVisible();
  await expect(sheet(page).getByText('Your cart is empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartButton(page)).toHaveAccessibleName('Cart');
  expect(await (await request.get('/api/users/user1/cart')).json()).toEqual([]);
});

test('buttons are disabled while their request is on its way', async ({ page }) => {
  const [first, second] = products as [Product, Product];
  await page.goto('/products');

  const add = holdRequests(page, '**/api/cart', 'POST');
  await add.ready;
  const orderButton = card(page, first.name).getByRole('button', { name: /Order Custom|Adding/ });
  await orderButton.click();
  await expect(orderButton).toHaveText('Adding...');
  await expect(orderButton).toBeDisabled();
  add.release();
  await expect(orderButton).toHaveText('Order Custom');
  await expect(orderButton).toBeEnabled();

  await page.goto(`/products/${second.id}`);
  const detailAdd = holdRequests(page, '**/api/cart', 'POST');
  await detailAdd.ready;
  const addButton = page.getByRole('button', { name: /Add to Cart - Custom Order|Adding to Cart/ });
  await addButton.click();
  await expect(addButton).toHaveText('Adding to Cart...');
  await expect(addButton).toBeDisabled();
  detailAdd.release();
  await expect(addButton).toHaveText('Add to Cart - Custom Order');

  await cartButton(page).click();
  await expect(sheet(page).getByRole('listitem')).toHaveCount(2);
  const remove = holdRequests(page, `**/api/users/user1/cart/${first.id}`, 'DELETE');
  await remove.ready;
  const removeButton = sheet(page).getByRole('button', { name: `Remove ${first.name}` });
  await removeButton.click();
  await expect(removeButton).toBeDisabled();
  remove.release();
  await expect(sheet(page).getByRole('listitem')).toHaveCount(1);

  const clear = holdRequests(page, '**/api/users/user1/cart', 'DELETE');
  await clear.ready;
  const clearButton = sheet(page).getByRole('button', { name: 'Clear Cart' });
  await clearButton.click();
  await expect(clearButton).toBeDisabled();
  clear.release();
  await expect(sheet(page).getByText('Your cart is empty')).toBeVisible();
});

test('when the server fails, the shopper is told and the cart stays as it was', async ({
  page,
  request,
}) => {
  const [first, second] = products as [Product, Product];
  await request.post('/api/cart', { data: { userId: 'user1', productId: first.id, quantity: 1 } });
  const fail = (route: Route) =>
    route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });

  await page.goto('/products');
  await page.route('**/api/cart', (route) =>
    route.request().method() === 'POST' ? fail(route) : route.fallback(),
  );
  await card(page, second.name).getByRole('button', { name: 'Order Custom' }).click();
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(toast(page, 'Failed to add item to cart')).toBeVisible();
  // The one outfit the server holds, not the one that failed.
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  await cartButton(page).click();
  await expect(sheet(page).getByRole('listitem')).toHaveCount(1);

  await page.route(`**/api/users/user1/cart/${first.id}`, (route) =>
    route.request().method() === 'DELETE' ? fail(route) : route.fallback(),
  );
  await sheet(page)
    .getByRole('button', { name: `Remove ${first.name}` })
    .click();
  await expect(toast(page, 'Failed to remove item from cart')).toBeVisible();
  await expect(sheet(page).getByRole('listitem')).toHaveCount(1);

  await page.route('**/api/users/user1/cart', (route) =>
    route.request().method() === 'DELETE' ? fail(route) : route.fallback(),
  );
  await sheet(page).getByRole('button', { name: 'Clear Cart' }).click();
  await expect(toast(page, 'Failed to clear cart')).toBeVisible();
  await expect(sheet(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Cart cleared', { exact: true })).toHaveCount(0);
});
