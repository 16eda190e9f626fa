import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Product } from '../shared/schemas/product.ts';
import type { Tailor } from '../shared/schemas/tailor.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';

async function allTailors(request: APIRequestContext): Promise<Tailor[]> {
  const response = await request.get('/api/tailors');
  expect(response.ok()).toBe(true);
  return response.json();
}

async function productsOf(request: APIRequestContext, tailorId: string): Promise<Product[]> {
  const response = await request.get(`/api/tailors/${tailorId}/products`);
  expect(response.ok()).toBe(true);
  return response.json();
}

const isProductsOf = (id: string) => (url: URL) => url.pathname === `/api/tailors/${id}/products`;

test('the profile header, stats and side cards describe the tailor', async ({
  page,
  request,
}, testInfo) => {
  const tailor = (await allTailors(request)).find((t) => t.isVerified)!;
  await page.goto(`/tailors/${tailor.id}`);

  await expect(page.getByRole('heading', { level: 1, name: tailor.businessName })).toBeVisible();
  const main = page.getByRole('main');
  const header = main.getByRole('region', { name: tailor.businessName });
  await expect(header.getByText(tailor.location, { exact: true })).toBeVisible();
  await expect(header.getByText('Verified', { exact: true })).toBeVisible();
  await expect(header.getByText(`(${tailor.reviewCount} reviews)`)).toBeVisible();
  await expect(header.locator('svg.fill-gold-500')).toHaveCount(Math.floor(tailor.rating));
  await expect(header.locator('svg.lucide-star')).toHaveCount(5);

  const stat = (label: string) =>
    header.locator('div', { has: page.getByText(label, { exact: true }) }).last();
  await expect(stat('Orders completed')).toContainText(String(tailor.completedOrders));
  await expect(stat('Years experience')).toContainText(String(tailor.experience));
  const firstWord = tailor.responseTime.split(' ')[0]!;
  await expect(stat('Response time').getByText(firstWord, { exact: true })).toBeVisible();

  const quickStats = main
    .locator('div', { has: page.getByRole('heading', { name: 'Quick Stats' }) })
    .last();
  await expect(quickStats).toContainText(
    `Member since${new Date(tailor.createdAt).getUTCFullYear()}`,
  );
  await expect(quickStats).toContainText(`Rating${tailor.rating.toFixed(1)}/5.0`);
  await expect(quickStats).toContainText(`Reviews${tailor.reviewCount}`);
  await expect(quickStats).toContainText('VerifiedYes');
  const specialties = main
    .locator('div', { has: page.getByRole('heading', { name: 'Specialties' }) })
    .last();
  for (const s of tailor.specialties) await expect(specialties).toContainText(s);

  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'tailor-detail');
});

test('an unverified tailor shows no Verified badge', async ({ page, request }) => {
  const tailor = (await allTailors(request)).find((t) => !t.isVerified)!;
  await page.goto(`/tailors/${tailor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tailor.businessName })).toBeVisible();
  await expect(
    page.getByRole('region', { name: tailor.businessName }).getByText('Verified', { exact: true }),
  ).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .locator('div', { has: page.getByRole('heading', { name: 'Quick Stats' }) })
      .last(),
  ).toContainText('VerifiedNo');
});

test('the tabs tell the tailor’s story: About, Reviews (labelled samples) and Process', async ({
  page,
  request,
}, testInfo) => {
  const [tailor] = await allTailors(request);
  await page.goto(`/tailors/${tailor!.id}`);

  const about = page.getByRole('tabpanel', { name: 'About' });
  await expect(about).toContainText(tailor!.bio);
  await expect(about.getByRole('heading', { name: 'Expertise' })).toBeVisible();
  await expect(about.getByRole('heading', { name: 'Services' })).toBeVisible();

  await page.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
  await expect(reviews).toContainText(`Based on ${tailor!.reviewCount} reviews`);
  // Real reviews from completed orders (issue 15): a breakdown by stars and a page of reviews.
  await expect(reviews.getByRole('group', { name: 'Rating breakdown' })).toContainText('5 stars');
  await expect(reviews.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(
    Math.min(5, tailor!.reviewCount),
  );

  // Arrow keys move between tabs (keyboard users).
  await page.getByRole('tab', { name: 'Reviews' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Process' })).toHaveAttribute('aria-selected', 'true');
  const process = page.getByRole('tabpanel', { name: 'Process' });
  await expect(process.getByRole('heading', { level: 3 })).toHaveText([
    'Share your measurements',
    'Your outfit is made',
    'Delivery and fit check',
  ]);
  await expect(process).toContainText('Typical timeline: 2-3 weeks');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'tailor-detail-process');
});

test('the portfolio shows four skeletons, then the tailor’s outfits and a link to all of them', async ({
  page,
  request,
}, testInfo) => {
  const [tailor] = await allTailors(request);
  const products = await productsOf(request, tailor!.id);
  expect(products.length).toBeGreaterThan(0);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(isProductsOf(tailor!.id), async (route) => {
    await gate;
    await route.continue();
  });

  await page.goto(`/tailors/${tailor!.id}`);
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await expect(page.getByTestId('portfolio-skeleton')).toHaveCount(4);
  release();

  const portfolio = page.getByRole('tabpanel', { name: 'Portfolio' });
  const n = products.length;
  await expect(portfolio.getByRole('heading', { level: 2 })).toHaveText(
    `Portfolio (${n} ${n === 1 ? 'design' : 'designs'})`,
  );
  const shown = products.slice(0, 6);
  await expect(portfolio.getByRole('article')).toHaveCount(shown.length);
  for (const p of shown) {
    await expect(portfolio.getByRole('link', { name: p.name })).toHaveAttribute(
      'href',
      `/products/${p.id}`,
    );
  }
  await expect(portfolio.getByRole('button', { name: 'Order Custom' })).toHaveCount(shown.length);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'tailor-detail-portfolio');

  await portfolio.getByRole('link', { name: `View all ${n} outfits by this tailor` }).click();
  await expect(page).toHaveURL(`/products?tailor=${tailor!.id}`);
});

test('a tailor new to Telo shows No products yet in the portfolio', async ({ page, request }) => {
  const [tailor] = await allTailors(request);
  // A tailor who has not listed anything yet: every seeded tailor has outfits, so answer empty.
  await page.route(isProductsOf(tailor!.id), (route) => route.fulfill({ json: [] }));
  await page.goto(`/tailors/${tailor!.id}`);
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  const portfolio = page.getByRole('tabpanel', { name: 'Portfolio' });
  await expect(portfolio.getByText('No products yet')).toBeVisible();
  await expect(portfolio.getByRole('heading', { level: 2 })).toHaveText('Portfolio (0 designs)');
  await expect(portfolio.getByRole('article')).toHaveCount(0);
});

test('an unknown tailor shows Tailor not found with a way back to the list', async ({
  page,
}, testInfo) => {
  await page.goto('/tailors/no-such-tailor');
  await expect(page.getByRole('heading', { level: 1, name: 'Tailor not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'tailor-not-found');
  await page.getByRole('link', { name: 'Back to Tailors' }).click();
  await expect(page).toHaveURL('/tailors');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Master Tailors' })).toBeVisible();
});
