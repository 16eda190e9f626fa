import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { openHydrated } from './support/client-navigation.ts';

type Product = {
  id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  tailorId: string;
  tailor: { businessName: string; location: string; rating: number };
};

const naira = (n: number) =>
  new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    maximumFractionDigits: 0,
  }).format(n);

let product: Product;
test.beforeAll(async ({ request }) => {
  [product] = await (await request.get('/api/products')).json();
});

/** Answers the shopper's measurements as given (or "none saved"), whatever other tests saved. */
async function measurementsAre(page: Page, measurements: Record<string, unknown> | null) {
  await page.route('**/api/users/user1/measurements', (route) =>
    measurements
      ? route.fulfill({ json: measurements })
      : route.fulfill({ status: 200, json: null }),
  );
}

const saved = {
  id: 'm1',
  userId: 'user1',
  chest: 106.68,
  waist: 86.36,
  hips: null,
  shoulders: 45.72,
  sleeves: 63.5,
  length: 76.2,
  inseam: 81.28,
  neck: 38.1,
  bicep: 33.02,
  forearm: 27.94,
  thigh: 55.88,
  calf: 35.56,
  unit: 'centimeters',
  updatedAt: '2025-03-14T10:00:00.000Z',
};

test('an unknown outfit shows Product not found with a way back', async ({ page }) => {
  await page.goto('/products/no-such-outfit');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL('/products');
});

test('a skeleton holds the page while the outfit loads', async ({ page }) => {
  await openHydrated(page, '/products');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/products/${product.id}`, async (route) => {
    await released;
    await route.fallback();
  });
  await page.getByRole('main').getByRole('link', { name: product.name, exact: true }).click();
  await expect(page.getByRole('status', { name: 'Loading outfit' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('the outfit page shows the outfit, its tailor and what the shopper still needs', async ({
  page,
}) => {
  await measurementsAre(page, null);
  await page.goto(`/products/${product.id}`);
  const main = page.getByRole('main');

  const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  await expect(crumbs.getByRole('link', { name: product.category })).toHaveAttribute(
    'href',
    `/products?category=${encodeURIComponent(product.category)}`,
  );
  await expect(crumbs.getByText(product.name)).toHaveAttribute('aria-current', 'page');

  await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(main.getByText('Custom Made', { exact: true })).toBeVisible();
  await expect(main.getByText(product.category, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(product.description).first()).toBeVisible();
  await expect(main.getByText(naira(product.price), { exact: true })).toBeVisible();

  // The main picture and three thumbnails, all of this outfit.
  const images = main.getByRole('img', { name: product.name });
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /-800\.webp$/);
  }
  // The same picture is one download: the thumbnails show the file the main picture fetched.
  await expect
    .poll(() => images.evaluateAll((all: HTMLImageElement[]) => all.every((i) => i.complete)))
    .toBe(true);
  const shown = await images.evaluateAll((all: HTMLImageElement[]) => [
    ...new Set(all.map((i) => i.currentSrc)),
  ]);
  expect(shown).toHaveLength(1);

  const tailorCard = main.getByRole('region', { name: 'Made by' });
  await expect(tailorCard).toContainText(product.tailor.businessName);
  await expect(tailorCard).toContainText(product.tailor.location);
  await expect(tailorCard).toContainText(product.tailor.rating.toFixed(1));
  await expect(tailorCard).toContainText(product.tailor.businessName.charAt(0).toUpperCase());
  await expect(tailorCard.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `/tailors/${product.tailorId}`,
  );

  await expect(main.getByText('Measurements needed')).toBeVisible();
  await expect(main.getByText('Add your measurements for a perfect fit')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Add Now' })).toHaveAttribute('href', '/body-scan');
  await expect(main.getByRole('button', { name: 'Add to Cart - Custom Order' })).toBeEnabled();

  // Saving is e2e/favourites.spec.ts's journey; here the demo shopper has saved nothing.
  await expect(main.getByRole('button', { name: 'Save to Wishlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await main.getByRole('tab', { name: 'Sizing Guide' }).click();
  for (const label of ['Chest', 'Waist', 'Hips', 'Shoulders', 'Sleeves', 'Length']) {
    await expect(main.getByRole('tabpanel').getByText(label, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('tabpanel').getByText('-', { exact: true })).toHaveCount(6);
});

test('saved measurements turn the card green and fill the sizing guide in inches', async ({
  page,
}) => {
  await measurementsAre(page, saved);
  await page.goto(`/products/${product.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Your measurements are ready!')).toBeVisible();
  await expect(main.getByText(/Last updated 14 March 2025/)).toBeVisible();
  await expect(main.getByText('Measurements needed')).toHaveCount(0);

  const tabs = main.getByRole('tablist', { name: 'About this outfit' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Details',
    'Sizing Guide',
    'Customization',
    'Delivery',
  ]);
  const panel = main.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Features' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Care' })).toBeVisible();

  await tabs.getByRole('tab', { name: 'Sizing Guide' }).click();
  // Saved in centimeters, shown in inches; hips were never measured.
  const value = (label: string) =>
    panel.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(value('Chest')).toHaveText('42"');
  await expect(value('Waist')).toHaveText('34"');
  await expect(value('Hips')).toHaveText('-');
  await expect(value('Shoulders')).toHaveText('18"');
  await expect(value('Sleeves')).toHaveText('25"');
  await expect(value('Length')).toHaveText('30"');

  await tabs.getByRole('tab', { name: 'Customization' }).click();
  for (const heading of ['Fabric', 'Style', 'Fit']) {
    await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
  }

  // The tabs follow the arrow keys, too.
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Delivery' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel).toContainText('Production: 2-3 weeks');
  await expect(panel).toContainText('Worldwide shipping');
  await expect(panel).toContainText('100% satisfaction');
});

test('Share offers WhatsApp and Copy link where the browser has no share sheet', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    // Like most desktop browsers: no Web Share.
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/products/${product.id}`);
  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');

  const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
  const href = (await whatsApp.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
  expect(text).toContain(product.name);
  expect(text).toContain(naira(product.price));
  expect(text).toContain(page.url());
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(whatsApp).toHaveAttribute('rel', /noopener/);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeHidden();

  // Escape closes the menu and returns focus to Share.
  await share.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  await expect(share).toBeFocused();
});

test('Share opens the phone’s own share sheet where there is one', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({
      title: product.name,
      text: expect.stringContaining(naira(product.price)),
      url: page.url(),
    });
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);
});

test('when the phone refuses its share sheet, Share offers the links instead', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async () => {
        throw new DOMException('Must be handling a user gesture', 'NotAllowedError');
      },
    });
  });
  await openHydrated(page, `/products/${product.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
});

test('the outfit page is accessible and looks right', async ({ page }, testInfo) => {
  await measurementsAre(page, null);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByText('Measurements needed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'product-detail');
  await page.goto('/products/no-such-outfit');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'product-not-found');
});
