import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { OrderListItem } from '../shared/schemas/checkout.ts';
import type { Review } from '../shared/schemas/review.ts';
import type { Tailor } from '../shared/schemas/tailor.ts';
import { formatRating } from '../shared/numbers.ts';
import { demoTailor, signInThroughApi } from './support/accounts.ts';
import { openHydrated } from './support/client-navigation.ts';

/**
 * Issue 15 in the browser: the demo shopper (user1) and a demo tailor, signed in through the
 * development outbox in a second browser, talk about an order with a photo; the shopper reviews
 * a completed order and the tailor's rating changes on /tailors. Each project (phone, desktop)
 * uses an order and a tailor of its own, so the journeys do not depend on each other.
 */

async function user1Orders(request: APIRequestContext) {
  const res = await request.get('/api/users/user1/orders');
  expect(res.ok()).toBe(true);
  return (await res.json()) as OrderListItem[];
}

test('shopper and tailor exchange messages with a photo on an order', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow(); // two browsers, a sign-in and an upload
  const orders = await user1Orders(request);
  // Phone and desktop each talk to a different tailor (a number gets one code a minute).
  const tailors = [...new Set(orders.map((o) => o.tailor.businessName))];
  const businessName = tailors[testInfo.project.name === 'phone' ? 0 : 1]!;
  const order = orders.find((o) => o.tailor.businessName === businessName)!;
  const tailor = demoTailor(businessName);
  const words = `Can the sleeves end at the wrist? (${testInfo.project.name})`;

  // The shopper opens the order and contacts the tailor.
  await openHydrated(page, `/orders/${order.id}`);
  await page.getByRole('button', { name: 'Contact Tailor' }).click();
  await expect(page).toHaveURL(/\/messages\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await page.getByLabel('Your message').fill(words);
  await page.getByLabel('Photos').setInputFiles({
    name: 'fabric.webp',
    mimeType: 'image/webp',
    buffer: await readFile('client/public/images/products/lace-1-800.webp'),
  });
  await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText(words)).toBeVisible();
  await expect(thread.getByRole('img', { name: 'Photo in the message' })).toBeVisible();
  const threadUrl = page.url();

  // The tailor, in another browser, sees the unread count in the header and answers.
  const context = await browser.newContext({ ...testInfo.project.use });
  await signInThroughApi(context.request, tailor.phone, tailor.owner);
  const tailorPage = await context.newPage();
  // The workspace's Messages tab lists the conversations shoppers started with the business.
  await openHydrated(tailorPage, '/dashboard?tab=messages');
  await expect(tailorPage.getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
  await tailorPage
    .getByRole('region', { name: 'Messages from shoppers' })
    .getByRole('link', { name: /Adaeze Okafor/ })
    .click();
  const tailorThread = tailorPage.getByRole('list', { name: 'Messages' });
  await expect(tailorThread.getByText(words)).toBeVisible();
  await expect(tailorThread.getByRole('img', { name: 'Photo in the message' })).toBeVisible();
  await expect(tailorPage).toHaveURL(threadUrl);
  await tailorPage.getByLabel('Your message').fill('Yes, to the wrist, with a narrow cuff.');
  await tailorPage.getByRole('button', { name: 'Send' }).click();
  await expect(tailorThread.getByText('Yes, to the wrist, with a narrow cuff.')).toBeVisible();
  // Read: the tailor's badge is gone.
  await expect(tailorPage.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // The open conversation picks the answer up by itself (polling), newest at the bottom.
  await expect(thread.getByText('Yes, to the wrist, with a narrow cuff.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(thread.getByRole('listitem').filter({ hasText: /\S/ }).last()).toContainText(
    'narrow cuff',
  );
  await context.close();
});

test('the shopper reviews a completed order and the tailor’s rating changes on /tailors', async ({
  page,
  request,
}, testInfo) => {
  const reviewed = new Set(
    ((await (await request.get('/api/users/user1/reviews')).json()) as Review[]).map(
      (r) => r.orderId,
    ),
  );
  const order = (await user1Orders(request)).find(
    (o) => o.status === 'completed' && !reviewed.has(o.id),
  );
  expect(order, 'a seeded completed order not reviewed yet').toBeDefined();
  const before = (await (await request.get(`/api/tailors/${order!.tailorId}`)).json()) as Tailor;

  await openHydrated(page, '/orders?status=completed');
  const card = page.getByRole('article', { name: order!.product.name });
  await card.getByRole('button', { name: 'Rate & Review' }).click();
  const form = card.getByRole('form', { name: 'Rate and review' });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars')).toBeVisible();
  // A tap on the first star (its label) chooses the radio it holds.
  await form.locator('label', { has: page.getByRole('radio', { name: '1 star' }) }).click();
  await expect(form.getByRole('radio', { name: '1 star' })).toBeChecked();
  const words = `The hem came undone after one wear (${testInfo.project.name}).`;
  await form.getByLabel('Your review').fill(words);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Review posted', { exact: true })).toBeVisible();
  await expect(card.getByText('Your review', { exact: true })).toBeVisible();

  const after = (await (await request.get(`/api/tailors/${order!.tailorId}`)).json()) as Tailor;
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  expect(after.rating).toBeLessThan(before.rating);

  await openHydrated(page, '/tailors');
  const tailorCard = page
    .getByRole('list', { name: 'Tailors' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: before.businessName, exact: true }) });
  await expect(tailorCard).toContainText(`(${after.reviewCount} reviews)`);
  await expect(tailorCard).toContainText(formatRating(after.rating));

  // Newest first on the tailor's Reviews tab.
  await openHydrated(page, `/tailors/${order!.tailorId}`);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const tab = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(tab).toContainText(`Based on ${after.reviewCount} reviews`);
  await expect(
    tab.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first(),
  ).toContainText(words);
});
