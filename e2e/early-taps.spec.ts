import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../shared/schemas/product.ts';
import { isHydrated } from './support/client-navigation.ts';

/**
 * A rendered page asks for its code only after its first paint (issue #5), so on a slow phone a
 * shopper can tap or type before the code has taken the page over. Nothing they do is lost: the
 * boot script (server/ssr/boot-script.ts) holds it and hands it over once the page is hydrated.
 * Here the page's code is held back until the shopper has acted.
 */
async function holdPageCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(index|islands)-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a tab tapped before the page has its code opens once the code arrives', async ({
  page,
  request,
}) => {
  const [product] = (await (await request.get('/api/products')).json()) as Product[];
  const release = await holdPageCode(page);
  await page.goto(`/products/${product!.id}`, { waitUntil: 'domcontentloaded' });
  const tabs = page.getByRole('main').getByRole('tablist', { name: 'About this outfit' });
  await tabs.getByRole('tab', { name: 'Sizing Guide' }).click();
  expect(await isHydrated(page)).toBe(false);

  release();
  await expect(tabs.getByRole('tab', { name: 'Sizing Guide' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('main').getByRole('tabpanel')).toContainText('Chest');
});

test('a search typed and a category picked before the code arrives both apply', async ({
  page,
}) => {
  const release = await holdPageCode(page);
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Agbada');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('agbada');
  expect(await isHydrated(page)).toBe(false);

  release();
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ category: 'Agbada', q: 'agbada' });
  await expect(page.getByRole('heading', { level: 1, name: 'Agbada Collection' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('agbada');
});

test('a link followed before the code arrives still goes where it points', async ({ page }) => {
  const release = await holdPageCode(page);
  await page.goto('/help', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Size Guide', exact: true })
    .click();
  await expect(page).toHaveURL('/size-guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Size Guide');
  release();
});

test('a page scrolled before the code arrives stays where the shopper left it', async ({
  page,
}) => {
  const release = await holdPageCode(page);
  await page.goto('/help', { waitUntil: 'domcontentloaded' });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  release();
  await expect.poll(() => isHydrated(page)).toBe(true);
  // Give the page's first effects their chance to move it: they run before the next frame is
  // drawn, and what they put off to a frame of its own runs in the one after.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
