import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';

const tiles = [
  'Danshiki',
  'Agbada',
  'Ankara',
  'Senator',
  'Adire',
  'Lace',
  'Aso-oke',
  'Trendy Headwear',
];

/** Scrolls through the page so every lazy image loads, then back to the top. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)))
    .toBe(true);
}

test('the hero promises a correct fit and offers the two ways in', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bespoke African Fashion, Correctly Fitted' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Start Body Scan' })).toHaveAttribute(
    'href',
    '/body-scan',
  );
  await expect(main.getByRole('link', { name: 'Browse Outfits' })).toHaveAttribute(
    'href',
    '/products',
  );
  // On a phone the heading is the largest paint and the picture sits below it: the picture is
  // lazy, asked for once the page is laid out, so it does not share the HTML's first round trips.
  const hero = main.locator('img[fetchpriority="high"]');
  await expect(hero).toHaveCount(1);
  await expect(hero).toHaveAttribute('src', /^\/images\/hero\/hero-[1-3]-1024\.webp$/);
  await expect(hero).toHaveAttribute('srcset', /640w.*1024w.*1600w/);
  await expect(hero).toHaveAttribute('loading', 'lazy');
  await expect(hero).toHaveAttribute('width', '1024');
  await expect(hero).toHaveAttribute('height', '576');
  await expect(main).toContainText('500+ master tailors');

  // Where the picture stands beside the heading (a wide screen), it is the largest paint and is
  // preloaded with the HTML, before any code: the very picture the hero shows.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', (await hero.getAttribute('srcset'))!);
  await expect(preload).toHaveAttribute('imagesizes', (await hero.getAttribute('sizes'))!);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('media', '(min-width: 1024px)');

  // Who fetched it, on this screen and on the other kind: the <img> on a phone, the preload on a
  // wide screen.
  const wide = page.viewportSize()!.width >= 1024;
  expect(await heroFetchedBy(page)).toBe(wide ? 'link' : 'img');
  const other = await page.context().newPage();
  await other.setViewportSize(wide ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  await other.goto('/');
  expect(await heroFetchedBy(other)).toBe(wide ? 'img' : 'link');
  await other.close();
});

/** Who asked for the hero picture, once it has arrived: the preload (`link`) or the <img>. */
async function heroFetchedBy(page: Page) {
  const hero = page.getByRole('main').locator('img[fetchpriority="high"]');
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const url = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  return page.evaluate(
    (url) =>
      (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)
        ?.initiatorType,
    url,
  );
}

test('other pages do not spend the shopper’s data on the hero picture', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
});

test('Shop by Category has the eight tiles, each opening its collection', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Shop by Category' });
  const links = section.getByRole('link');
  await expect(links).toHaveCount(8);
  await expect(links).toHaveText(tiles);
  for (const [i, name] of tiles.entries()) {
    await expect(links.nth(i)).toHaveAttribute(
      'href',
      `/products?category=${encodeURIComponent(name)}`,
    );
  }
  await links.filter({ hasText: 'Aso-oke' }).click();
  await expect(page).toHaveURL('/products?category=Aso-oke');
  await expect(page.getByRole('heading', { level: 1, name: 'Aso-oke Collection' })).toBeVisible();
});

test('the home page features the first 4 outfits and the first 3 tailors', async ({
  page,
  request,
}) => {
  const products: { id: string; name: string }[] = await (
    await request.get('/api/products')
  ).json();
  const tailors: { id: string; businessName: string; location: string }[] = await (
    await request.get('/api/tailors')
  ).json();
  await page.goto('/');

  const featured = page.getByRole('region', { name: 'Featured Designs' }).getByRole('article');
  await expect(featured).toHaveCount(4);
  for (const [i, product] of products.slice(0, 4).entries()) {
    await expect(featured.nth(i).getByRole('heading')).toHaveText(product.name);
    await expect(featured.nth(i).getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/products/${product.id}`,
    );
    await expect(featured.nth(i).getByText('Custom Made')).toBeVisible();
    await expect(featured.nth(i).getByRole('button', { name: 'Order Custom' })).toBeVisible();
  }

  const masters = page.getByRole('region', { name: 'Master Tailors' }).getByRole('listitem');
  await expect(masters).toHaveCount(3);
  for (const [i, tailor] of tailors.slice(0, 3).entries()) {
    const link = masters.nth(i).getByRole('link');
    await expect(link).toContainText(tailor.businessName);
    await expect(link).toContainText(tailor.location);
    await expect(link).toContainText(/\d\.\d/);
    await expect(link).toHaveAttribute('href', `/tailors/${tailor.id}`);
  }
});

test('the carousel loops both ways with its buttons and the keyboard', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Made for every occasion' });
  const slide = carousel.getByRole('group');
  const title = carousel.getByRole('heading', { level: 3 });
  await expect(slide).toHaveAccessibleName('1 of 5');
  const first = await title.textContent();
  // Changes are announced politely to screen readers.
  await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);

  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect(slide).toHaveAccessibleName('5 of 5');
  const last = await title.textContent();
  expect(last).not.toBe(first);
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(slide).toHaveAccessibleName('1 of 5');
  await expect(title).toHaveText(first!);

  // Keyboard only: Enter and Space on the buttons, arrows anywhere inside.
  await carousel.getByRole('button', { name: 'Next' }).focus();
  for (const n of [2, 3, 4, 5]) {
    await page.keyboard.press(n % 2 ? 'Space' : 'Enter');
    await expect(slide).toHaveAccessibleName(`${n} of 5`);
  }
  await page.keyboard.press('Enter');
  await expect(slide).toHaveAccessibleName('1 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(slide).toHaveAccessibleName('5 of 5');
  await expect(title).toHaveText(last!);
  await page.keyboard.press('ArrowRight');
  await expect(slide).toHaveAccessibleName('1 of 5');

  await expect(carousel.getByRole('link', { name: 'Browse Custom Outfits' })).toHaveAttribute(
    'href',
    '/products',
  );
});

test('the promo, the fashion profile example and the tailor invitation lead on', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Correct Fit, Guaranteed for Life' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Get Measured in 60 Seconds' })).toHaveAttribute(
    'href',
    '/body-scan',
  );

  const profile = main.getByRole('figure');
  await expect(main.getByRole('heading', { name: 'Personal Fashion Profile' })).toBeVisible();
  await expect(profile.getByText('In Progress')).toBeVisible();
  await expect(profile.getByText('Delivered')).toBeVisible();
  for (const label of ['Chest', 'Waist', 'Length', 'Sleeve']) {
    await expect(profile.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(profile.getByRole('link', { name: 'Update Measurements' })).toHaveAttribute(
    'href',
    '/body-scan',
  );

  await main.getByRole('link', { name: 'Become a Telo Tailor' }).click();
  await expect(page).toHaveURL('/become-tailor');
});

test('the home page is accessible and looks right', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured Designs' }).getByRole('article'),
  ).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Master Tailors' }).getByRole('link')).toHaveCount(
    4,
  );
  await loadLazyImages(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'home');
});
