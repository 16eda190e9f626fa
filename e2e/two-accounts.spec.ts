import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { PaymentStatus } from '../shared/schemas/checkout.ts';
import type { Product } from '../shared/schemas/product.ts';
import { avatar, newPhoneNumber, signInThroughApi } from './support/accounts.ts';
import { openHydrated } from './support/client-navigation.ts';

/**
 * Issue 12's promise: two people signed in at once, in two browsers, each see only their own
 * cart, measurements and orders, and neither can reach the other's. Each run signs in two fresh
 * random numbers (newPhoneNumber), so the one-code-a-minute limit per number never meets another
 * journey or the other project.
 */
test('two shoppers in two browsers each see only their own cart, measurements and orders', async ({
  browser,
  request,
}) => {
  // Two browsers, each signed in, shopping and checked, and one checkout paid on the simulator.
  test.setTimeout(150_000);
  const products = (
    (await (await request.get('/api/products?sort=name&limit=2')).json()) as {
      items: Product[];
    }
  ).items;
  const phones: string[] = [];
  const people = [
    { name: 'Chiamaka Obi', initials: 'CO', product: products[0]!, chest: '38.5' },
    { name: 'Emeka Nwosu', initials: 'EN', product: products[1]!, chest: '44' },
  ];
  const contexts: BrowserContext[] = [];
  const ids: string[] = [];
  for (const person of people) {
    const context = await browser.newContext();
    contexts.push(context);
    const phone = newPhoneNumber();
    phones.push(phone.e164);
    ids.push(await signInThroughApi(context.request, phone, person.name));
  }

  for (const [i, person] of people.entries()) {
    const page = await contexts[i]!.newPage();
    await openHydrated(page, `/products/${person.product.id}`);
    await expect(avatar(page)).toHaveText(person.initials);
    await page.getByRole('button', { name: 'Add to Cart - Custom Order' }).click();
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    // Saved without a userId: the server files them for the session's account.
    const saved = await contexts[i]!.request.post('/api/measurements', {
      data: { chest: person.chest, waist: '32', unit: 'inches' },
    });
    expect(saved.ok()).toBe(true);
  }

  for (const [i, person] of people.entries()) {
    const other = people[1 - i]!;
    const page = await contexts[i]!.newPage();
    await openHydrated(page, '/profile?tab=measurements');
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
    const panel = page.getByRole('tabpanel', { name: 'Measurements' });
    await expect(panel.getByText(`${person.chest} in`)).toBeVisible();
    await expect(panel.getByText(`${other.chest} in`)).toHaveCount(0);

    await page.getByRole('button', { name: /^Cart/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(sheet.getByText(person.product.name, { exact: true })).toBeVisible();
    await expect(sheet.getByRole('listitem')).toHaveCount(1);

    // The other's cart, measurements and orders are refused by path and by body.
    const api = contexts[i]!.request;
    const otherId = ids[1 - i]!;
    for (const path of ['cart', 'measurements', 'orders'])
      expect((await api.get(`/api/users/${otherId}/${path}`)).status()).toBe(403);
    expect((await api.delete(`/api/users/${otherId}/cart`)).status()).toBe(403);
    const intoTheirs = await api.post('/api/cart', {
      data: { userId: otherId, productId: person.product.id, quantity: 1 },
    });
    expect(intoTheirs.status()).toBe(403);
  }

  // The first orders what is in their cart through the checkout page, paying on the local
  // Paystack simulator, and finds the order in their own list.
  const [buyerContext, otherContext] = contexts as [BrowserContext, BrowserContext];
  const buyer = await buyerContext.newPage();
  await openHydrated(buyer, '/checkout');
  // A first checkout starts from the account's own name and number (issue 29).
  await expect(buyer.getByLabel('Full name')).toHaveValue(people[0]!.name);
  await expect(buyer.getByLabel('Phone number')).toHaveValue(phones[0]!);
  await buyer.getByLabel('Phone number').fill('0803 123 4567');
  await buyer.getByLabel('Street address').fill('12 Admiralty Way');
  await buyer.getByLabel('City').fill('Lekki');
  await buyer.getByLabel('State').selectOption('Lagos');
  const pay = buyer.getByRole('button', { name: /^Pay ₦/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(buyer).toHaveURL(/\/dev\/paystack\/checkout\//);
  await buyer.getByRole('button', { name: /Pay with test card \(successful\)/ }).click();
  await expect(buyer).toHaveURL(/\/checkout\/complete\?reference=/);
  await expect(buyer.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const reference = new URL(buyer.url()).searchParams.get('reference')!;
  const payment = (await (
    await buyerContext.request.get(`/api/payments/${reference}`)
  ).json()) as PaymentStatus;
  expect(payment.orders).toHaveLength(1);
  const order = payment.orders[0]!;
  const orderCard = (page: Page) =>
    page.getByRole('article').filter({ hasText: `Order #${order.id.slice(0, 8)}` });
  await openHydrated(buyer, '/orders');
  await expect(orderCard(buyer)).toContainText(people[0]!.product.name);

  // The second browser does not list it, cannot open it, and every call about it fails.
  const other = await otherContext.newPage();
  await openHydrated(other, '/orders');
  await expect(other.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(orderCard(other)).toHaveCount(0);
  await expect(other.getByText(people[0]!.product.name)).toHaveCount(0);
  await openHydrated(other, `/orders/${order.id}`);
  await expect(other.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(other.getByText(people[0]!.product.name)).toHaveCount(0);
  const api = otherContext.request;
  // Someone else's order and payment answer exactly like missing ones (404); their list, 403.
  expect((await api.get(`/api/orders/${order.id}`)).status()).toBe(404);
  expect((await api.post(`/api/orders/${order.id}/cancel`, { data: {} })).status()).toBe(404);
  expect((await api.post(`/api/orders/${order.id}/thread`, { data: {} })).status()).toBe(404);
  expect((await api.get(`/api/payments/${reference}`)).status()).toBe(404);
  expect((await api.post(`/api/payments/${reference}/retry`, { data: {} })).status()).toBe(404);
  expect((await api.get(`/api/users/${ids[0]}/orders`)).status()).toBe(403);
  expect(await (await api.get(`/api/users/${ids[1]}/orders`)).json()).toEqual([]);
  // And the order is as its owner left it: paid, pending, still theirs.
  const own = await buyerContext.request.get(`/api/orders/${order.id}`);
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ status: 'pending', paymentState: 'paid' });

  await Promise.all(contexts.map((context) => context.close()));
});
