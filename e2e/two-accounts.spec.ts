import { expect, test, type BrowserContext } from '@playwright/test';
import type { Product } from '../shared/schemas/product.ts';
import { avatar, newPhoneNumber, signInThroughApi } from './support/accounts.ts';
import { openHydrated } from './support/client-navigation.ts';

/**
 * Issue 12's promise: two people signed in at once, in two browsers, each see only their own cart
 * and measurements, and neither can reach the other's.
 */
test('two shoppers in two browsers each see only their own cart and measurements', async ({
  browser,
  request,
}) => {
  test.slow(); // two browsers, each signed in, shopping and checked
  const products = (
    (await (await request.get('/api/products?sort=name&limit=2')).json()) as {
      items: Product[];
    }
  ).items;
  const people = [
    { name: 'Chiamaka Obi', initials: 'CO', product: products[0]!, chest: '38.5' },
    { name: 'Emeka Nwosu', initials: 'EN', product: products[1]!, chest: '44' },
  ];
  const contexts: BrowserContext[] = [];
  const ids: string[] = [];
  for (const person of people) {
    const context = await browser.newContext();
    contexts.push(context);
    ids.push(await signInThroughApi(context.request, newPhoneNumber(), person.name));
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
  await Promise.all(contexts.map((context) => context.close()));
});
