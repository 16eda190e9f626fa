import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { followFooterLink, openHydrated } from './support/client-navigation.ts';
import { foldSearchText } from '../shared/search-text.ts';

type Product = {
  id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  tailorId: string;
  tailor: { businessName: string; rating: number };
};

let all: Product[];
test.beforeAll(async ({ request }) => {
  all = await (await request.get('/api/products')).json();
  expect(all.length).toBeGreaterThan(8);
});

/** What a search looks in, folded as the server folds it (case, accents, dashes). */
const searchable = (p: Product) =>
  [p.name, p.description, p.category, p.tailor.businessName].map(foldSearchText);

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search', exact: true });
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const showing = (page: Page, n: number) =>
  page.getByText(`Showing ${n} of ${all.length} products`, { exact: true });

/** The prices on the cards, in page order, as numbers. */
async function cardPrices(page: Page) {
  const texts = await cards(page)
    .getByText(/^₦[\d,]+$/)
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
}

test('while the outfits load, eight skeleton cards hold their place', async ({ page }) => {
  await openHydrated(page, '/help');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/products?*', async (route) => {
    await released;
    await route.fallback();
  });
  await followFooterLink(page, 'All Traditional Wear');
  const loading = page.getByRole('status', { name: 'Loading outfits' });
  await expect(loading).toBeVisible();
  await expect(loading.getByTestId('product-card-skeleton')).toHaveCount(8);
  release();
  await expect(loading).toBeHidden();
  await expect(cards(page).first()).toBeVisible();
});

test('the full list shows every outfit, sorted by name, with its card details', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse All Outfits' })).toBeVisible();
  await expect(showing(page, all.length)).toBeVisible();
  await expect(cards(page)).toHaveCount(all.length);
  await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search products...');
  await expect(sortSelect(page)).toHaveValue('name');
  await expect(sortSelect(page).getByRole('option')).toHaveText([
    'Name A-Z',
    'Price: Low to High',
    'Price: High to Low',
    'Highest Rated',
  ]);
  await expect(categorySelect(page).getByRole('option')).toHaveText([
    'All Categories',
    'Danshiki',
    'Agbada',
    'Ankara',
    'Senator',
    'Adire',
    'Lace',
    'Atiku',
    'Aso-oke',
    'Trendy Headwear',
  ]);

  const names = await cards(page).getByRole('heading').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  const first = all.find((p) => p.name === names[0])!;
  const card = cards(page).first();
  await expect(card.getByText('Custom Made')).toBeVisible();
  await expect(card).toContainText(first.tailor.businessName);
  await expect(card).toContainText(first.description.slice(0, 20));
  await expect(card.getByRole('button', { name: 'Order Custom' })).toBeVisible();
  await card.getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(`/products/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('a shopper picks a category, and the filtered list survives a reload', async ({ page }) => {
  const agbada = all.filter((p) => p.category === 'Agbada');
  await page.goto('/products');
  await categorySelect(page).selectOption('Agbada');
  await expect(page).toHaveURL('/products?category=Agbada');
  await expect(page.getByRole('heading', { level: 1, name: 'Agbada Collection' })).toBeVisible();
  await expect(showing(page, agbada.length)).toBeVisible();
  await expect(cards(page)).toHaveCount(agbada.length);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Agbada Collection' })).toBeVisible();
  await expect(categorySelect(page)).toHaveValue('Agbada');
  await expect(cards(page)).toHaveCount(agbada.length);
});

test('a category link in lower case opens that collection, also as the server sends it', async ({
  page,
  request,
}) => {
  const agbada = all.filter((p) => p.category === 'Agbada');
  // The page as the server renders it, before any script runs.
  const html = await (await request.get('/products?category=agbada')).text();
  expect(html).toContain('Agbada Collection');
  expect(html).not.toContain('agbada Collection');
  for (const product of agbada) expect(html).toContain(product.name);

  await page.goto('/products?category=agbada');
  await expect(page.getByRole('heading', { level: 1, name: 'Agbada Collection' })).toBeVisible();
  await expect(categorySelect(page)).toHaveValue('Agbada');
  await expect(showing(page, agbada.length)).toBeVisible();
  await expect(cards(page)).toHaveCount(agbada.length);
});

test('a category Telo does not have finds nothing and adds no option to the select', async ({
  page,
}) => {
  await page.goto('/products?category=Bogus');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(categorySelect(page).getByRole('option', { name: 'Bogus' })).toHaveCount(0);
  await expect(categorySelect(page)).toHaveValue('');
  await page.getByRole('button', { name: 'Reset Search' }).click();
  await expect(page).toHaveURL('/products');
  await expect(cards(page)).toHaveCount(all.length);
});

test('sorting by price and rating reorders the outfits', async ({ page }) => {
  await page.goto('/products?category=Lace');
  const lace = all.filter((p) => p.category === 'Lace');
  await expect(cards(page)).toHaveCount(lace.length);

  await sortSelect(page).selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL('/products?category=Lace&sort=price_asc');
  await expect.poll(() => cardPrices(page)).toEqual(lace.map((p) => p.price).sort((a, b) => a - b));

  await sortSelect(page).selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL('/products?category=Lace&sort=price_desc');
  await expect.poll(() => cardPrices(page)).toEqual(lace.map((p) => p.price).sort((a, b) => b - a));

  await sortSelect(page).selectOption({ label: 'Highest Rated' });
  await expect(page).toHaveURL('/products?category=Lace&sort=rating');
  const ratingOf = (name: string) => lace.find((p) => p.name === name)!.tailor.rating;
  await expect
    .poll(async () => (await cards(page).getByRole('heading').allTextContents()).map(ratingOf))
    .toEqual(lace.map((p) => p.tailor.rating).sort((a, b) => b - a));
});

test('typing searches name, description, category and tailor after a pause, one request per pause', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    const q = new URL(r.url()).searchParams.get('q');
    if (r.url().includes('/api/products?') && q) searches.push(q);
  });
  await page.goto('/products');
  await expect(cards(page).first()).toBeVisible();
  await searchBox(page).pressSequentially('lace', { delay: 40 });
  await expect(page).toHaveURL('/products?q=lace');
  const matching = all.filter((p) => searchable(p).some((field) => field.includes('lace')));
  await expect(showing(page, matching.length)).toBeVisible();
  await expect(cards(page)).toHaveCount(matching.length);
  expect(searches).toEqual(['lace']);

  await page.reload();
  await expect(searchBox(page)).toHaveValue('lace');
  await expect(cards(page)).toHaveCount(matching.length);
});

test('the header search finds a tailor’s outfits by name, and "aso oke" the Aso-oke outfits', async ({
  page,
}) => {
  const search = async (text: string) => {
    await page.getByRole('button', { name: 'Search outfits' }).click();
    await page.getByRole('searchbox', { name: 'Search outfits' }).fill(text);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  };
  const names = (list: Product[]) => list.map((p) => p.name).sort();
  const shown = async () => (await cards(page).getByRole('heading').allTextContents()).sort();
  const found = (text: string) =>
    all.filter((p) => searchable(p).some((field) => field.includes(foldSearchText(text))));
  await openHydrated(page, '/');

  const eko = all.filter((p) => p.tailor.businessName === 'Eko Agbada House');
  expect(eko.length).toBeGreaterThan(0);
  await search('Eko Agbada House');
  await expect(page).toHaveURL('/products?q=Eko%20Agbada%20House');
  // Polled: the list before (the home page's, or the last search's) may hold as many cards.
  await expect.poll(shown).toEqual(names(found('Eko Agbada House')));
  expect(names(found('Eko Agbada House'))).toEqual(expect.arrayContaining(names(eko)));

  const adunni = all.filter((p) => p.tailor.businessName.startsWith('Adunni'));
  expect(adunni.length).toBeGreaterThan(0);
  await search('Adunni');
  await expect.poll(shown).toEqual(names(found('Adunni')));
  expect(names(found('Adunni'))).toEqual(expect.arrayContaining(names(adunni)));

  // The 8 Aso-oke outfits: the category's and an Aso-oke gele in Trendy Headwear.
  const asoOke = all.filter((p) => p.category === 'Aso-oke' || p.name.includes('Aso-oke'));
  expect(asoOke).toHaveLength(8);
  await search('aso oke');
  await expect(showing(page, found('aso oke').length)).toBeVisible();
  await expect.poll(shown).toEqual(names(found('aso oke')));
  expect(names(found('aso oke'))).toEqual(expect.arrayContaining(names(asoOke)));

  // "Eko" finds the tailor's outfits as well as "Adire Eleko".
  await search('Eko');
  await expect(cards(page).filter({ hasText: 'Eko Agbada House' })).toHaveCount(eko.length);
  await expect(cards(page).filter({ hasText: /Eleko/ }).first()).toBeVisible();
});

test('a tailor’s outfits: /products?tailor={id} shows only theirs', async ({ page }) => {
  const tailorId = all[0]!.tailorId;
  const theirs = all.filter((p) => p.tailorId === tailorId);
  await page.goto(`/products?tailor=${tailorId}`);
  await expect(cards(page)).toHaveCount(theirs.length);
  for (const card of await cards(page).all()) {
    await expect(card).toContainText(all[0]!.tailor.businessName);
  }
  await expect(showing(page, theirs.length)).toBeVisible();
});

test('no match shows the empty state; Reset Search and Clear Filters start over', async ({
  page,
}) => {
  await page.goto('/products?q=zzzz-no-such-outfit&category=Adire&sort=price_desc');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset Search' }).click();
  await expect(page).toHaveURL('/products');
  await expect(searchBox(page)).toHaveValue('');
  await expect(showing(page, all.length)).toBeVisible();

  await page.goto('/products?q=agbada&category=Agbada&sort=rating');
  await expect(searchBox(page)).toHaveValue('agbada');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL('/products');
  await expect(searchBox(page)).toHaveValue('');
  await expect(categorySelect(page)).toHaveValue('');
  await expect(sortSelect(page)).toHaveValue('name');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse All Outfits' })).toBeVisible();
  await expect(cards(page)).toHaveCount(all.length);
});

test('more pages load with Load more', async ({ page }) => {
  const [extra] = all;
  await openHydrated(page, '/help');
  // The demo catalog fits one page of 100; the server says there is one more page here.
  await page.route('**/api/products?*', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('cursor') === 'page-2') {
      return route.fulfill({
        json: {
          items: [{ ...extra, id: 'page-2-outfit', name: 'Zz Second Page Kaftan' }],
          nextCursor: null,
          matched: all.length + 1,
          matchedCapped: false,
          total: all.length + 1,
        },
      });
    }
    const response = await route.fetch();
    const page1 = await response.json();
    await route.fulfill({ response, json: { ...page1, nextCursor: 'page-2' } });
  });
  await followFooterLink(page, 'All Traditional Wear');
  await expect(cards(page)).toHaveCount(all.length);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(all.length + 1);
  await expect(cards(page).last()).toContainText('Zz Second Page Kaftan');
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
});

test('the outfit list is accessible and looks right', async ({ page }, testInfo) => {
  // Full-page screenshots of the whole catalog at phone pixel density take a while.
  test.slow();
  await page.goto('/products?category=Agbada');
  await expect(cards(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'products-agbada');
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(all.length);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'products');
  await page.goto('/products?q=zzzz');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'products-empty');
});
