import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatNaira } from '../shared/money.ts';
import type { Product } from '../shared/schemas/product.ts';
import type { Tailor } from '../shared/schemas/tailor.ts';
import { watchHydration } from './support/hydration.ts';

/**
 * The public pages arrive rendered on the server with their data (issue #5, decision 010), then
 * the browser takes the HTML over (hydration) without rebuilding it.
 */
const informationPages = [
  ['/help', 'Help Center'],
  ['/size-guide', 'Size Guide'],
  ['/returns', 'Lifetime Fit Guarantee'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/rewards', 'Telo Rewards'],
] as const;

async function catalog(request: APIRequestContext) {
  const products = (await (await request.get('/api/products')).json()) as Product[];
  const tailors = (await (await request.get('/api/tailors')).json()) as Tailor[];
  return { product: products[0]!, products, tailor: tailors[0]!, tailors };
}

test.describe('without JavaScript, the pages arrive with their content', () => {
  test.use({ javaScriptEnabled: false });

  test('home, outfits and tailors show their headings, names and prices', async ({
    page,
    request,
  }) => {
    const { product, products, tailor } = await catalog(request);
    const main = page.getByRole('main');

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bespoke African Fashion, Correctly Fitted' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Featured Designs' })).toBeVisible();
    await expect(main.getByRole('article').first()).toContainText('₦');

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse All Outfits' })).toBeVisible();
    await expect(main.getByText(product.name, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(formatNaira(product.price)).first()).toBeVisible();

    const category = products.find((p) => p.category !== product.category)?.category;
    if (category) {
      await page.goto(`/products?category=${encodeURIComponent(category)}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `${category} Collection` }),
      ).toBeVisible();
    }

    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText(formatNaira(product.price)).first()).toBeVisible();

    await page.goto('/tailors');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Master Tailors' }),
    ).toBeVisible();
    await expect(main.getByText(tailor.businessName).first()).toBeVisible();

    await page.goto(`/tailors/${tailor.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tailor.businessName })).toBeVisible();
  });

  test('the information pages show their titles', async ({ page }) => {
    for (const [path, title] of informationPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('with JavaScript, the pages take over the server HTML without errors', async ({
  page,
  request,
}) => {
  const { product, tailor } = await catalog(request);
  const { problems, keptServerHeading } = await watchHydration(page);

  const paths = [
    '/',
    '/products',
    `/products/${product.id}`,
    '/tailors',
    `/tailors/${tailor.id}`,
    ...informationPages.map(([path]) => path),
    '/contact',
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await keptServerHeading(), `${path} kept its server-rendered heading`).toBe(true);
  }
  expect(problems).toEqual([]);

  // Afterwards the shopper moves around in the browser as before.
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse Outfits' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse All Outfits' })).toBeVisible();
});

test('an outfit shared on WhatsApp shows its picture, name and price', async ({
  request,
  baseURL,
}) => {
  const { product } = await catalog(request);
  const response = await request.get(`/products/${product.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:title')).toContain(product.name.replace(/&/g, '&amp;'));
  expect(meta('og:title')).toContain(formatNaira(product.price));
  expect(meta('og:image')).toBe(`${baseURL}${product.imageUrl}`);
  expect(meta('og:url')).toBe(`${baseURL}/products/${product.id}`);
  expect(meta('og:type')).toBe('product');
  expect(html).toContain('<meta name="description"');
  expect(html).toContain(`<title>${product.name.replace(/&/g, '&amp;')} · Telo</title>`);
});

test('unknown addresses answer 404 with the not-found page', async ({ request }) => {
  const unknown = await request.get('/no-such-page');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('404 Page Not Found');

  // The page itself says so (its heading in the HTML), not a placeholder waiting for the browser
  // to ask again: the server's answer is in the state it sends along, and the page shows it.
  const outfit = await request.get('/products/no-such-outfit');
  expect(outfit.status()).toBe(404);
  expect(await outfit.text()).toMatch(/<h1[^>]*>Product not found<\/h1>/);

  const tailor = await request.get('/tailors/no-such-tailor');
  expect(tailor.status()).toBe(404);
  expect(await tailor.text()).toMatch(/<h1[^>]*>Tailor not found<\/h1>/);
});

test('a missing outfit stays the not-found page the server sent, without asking again', async ({
  page,
}) => {
  const { keptServerHeading } = await watchHydration(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/products/')) asked.push(r.url());
  });
  const response = await page.goto('/products/no-such-outfit');
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  expect(await keptServerHeading()).toBe(true);
  expect(asked).toEqual([]);
});

test('rendered pages travel compressed to browsers that accept it', async ({ request }) => {
  const { product } = await catalog(request);
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get('/products', { headers: { 'accept-encoding': encoding } });
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['vary']).toContain('Accept-Encoding');
    expect(await response.text()).toContain(product.name.replace(/&/g, '&amp;'));
  }
  const plain = await request.get('/products', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('Browse All Outfits');
});
