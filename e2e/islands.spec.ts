import { expect, test, type Page } from '@playwright/test';
import { isHydrated } from './support/client-navigation.ts';
import { watchHydration } from './support/hydration.ts';

/**
 * A public page the server rendered is hydrated island by island (issue 33, decision 059): the
 * header, each card's Order Custom, the carousel, the help centre… each its own React root, when
 * it comes near the screen or is touched. The rest (the hero, the outfit cards' pictures and
 * words, the footer's links) stays the server's HTML: React never renders it in the browser.
 */

/** Whether React has ever rendered the element (a node React made or adopted carries its keys). */
const touchedByReact = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

/** The islands' code held back until released, as on a slow phone. */
async function holdIslandCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(islands|header|add-to-cart-button)-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the home page hydrates its islands and leaves the rest as the server sent it', async ({
  page,
}) => {
  const { problems } = await watchHydration(page);
  await page.goto('/');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await expect(page.locator('[data-island="header"]')).toHaveAttribute('data-island-hydrated', '');

  // No React root over the page: #root is the server's, and so are the hero and the outfit grid.
  expect(await touchedByReact(page, '#root')).toBe(false);
  expect(await touchedByReact(page, 'main h1')).toBe(false);
  expect(await touchedByReact(page, 'main ul[aria-label="Featured Designs"]')).toBe(false);
  expect(await touchedByReact(page, 'footer nav')).toBe(false);
  // The header's cart is React's.
  expect(await touchedByReact(page, 'header button[aria-haspopup="dialog"]')).toBe(true);

  // The carousel further down is hydrated once it is scrolled to, and works.
  const carousel = page.locator('[data-island="customer-carousel"]');
  await carousel.locator('button[aria-label="Next"]').scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-island-hydrated', '');
  expect(problems).toEqual([]);
});

test('an Order Custom tapped before its island has its code is replayed: the outfit is added', async ({
  page,
  request,
}) => {
  expect((await request.delete('/api/users/user1/cart')).status()).toBe(204);
  const release = await holdIslandCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const firstCard = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({
      has: page.getByRole('button', { name: 'Order Custom' }),
    });
  const name = await firstCard.first().getByRole('heading').first().textContent();
  await firstCard.first().getByRole('button', { name: 'Order Custom' }).click();
  expect(await isHydrated(page)).toBe(false);

  release();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    `${name!.trim()} has been added to your cart`,
  );
  // Another island, the header's cart, counts it: the islands share one query cache.
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect((await (await request.get('/api/users/user1/cart')).json()).length).toBe(1);
  expect((await request.delete('/api/users/user1/cart')).status()).toBe(204);
});

test('a link followed once the islands are up lets the app take over the next page', async ({
  page,
}) => {
  await page.goto('/help');
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(await touchedByReact(page, '#root')).toBe(false);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Size Guide', exact: true })
    .click();
  await expect(page).toHaveURL('/size-guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Size Guide');
  // The single-page app renders it in the browser, as it moves between pages anywhere else.
  await expect(page.locator('html')).toHaveAttribute('data-app-takeover', '');
  await expect.poll(() => touchedByReact(page, '#root')).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
});
