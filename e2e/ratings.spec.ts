import { expect, test } from '@playwright/test';
import type { Tailor } from '../shared/schemas/tailor.ts';

/** What a shopper should read for a rating: one decimal, the way every page writes it. */
const shown = (rating: number) => rating.toFixed(1);

test('a tailor’s rating reads the same on the home page, the tailor list, their profile and their outfits', async ({
  page,
  request,
}) => {
  // The best-rated tailor, who heads the home page and the list (4.97 in the demo catalog).
  const tailors: Tailor[] = await (await request.get('/api/tailors')).json();
  const tailor = tailors[0]!;
  const figure = shown(tailor.rating);
  const products = (await (
    await request.get(`/api/products?tailor=${encodeURIComponent(tailor.id)}&limit=1`)
  ).json()) as { items: { id: string }[] };
  // The stored figure with two decimals, which no page may show when it differs.
  const stored = String(tailor.rating);
  const places = [
    {
      path: '/',
      where: page
        .getByRole('region', { name: 'Master Tailors' })
        .getByRole('link', { name: new RegExp(tailor.businessName) }),
    },
    {
      path: '/tailors',
      where: page
        .getByRole('list', { name: 'Tailors' })
        .getByRole('listitem')
        .filter({ hasText: tailor.businessName }),
    },
    { path: `/tailors/${tailor.id}`, where: page.locator('main') },
    { path: `/products/${products.items[0]!.id}`, where: page.locator('main') },
  ];
  for (const { path, where } of places) {
    await page.goto(path);
    await expect(where, path).toContainText(figure);
    if (stored !== figure) await expect(where, path).not.toContainText(stored);
  }
});
