import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Tailor } from '../shared/schemas/tailor.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { followFooterLink, openHydrated } from './support/client-navigation.ts';

/** Every tailor as the API knows them (highest rated first), to compare the page against. */
async function allTailors(request: APIRequestContext): Promise<Tailor[]> {
  const response = await request.get('/api/tailors');
  expect(response.ok()).toBe(true);
  return response.json();
}

const tailorList = (page: Page) => page.getByRole('list', { name: 'Tailors' });
const cardNames = (page: Page) =>
  tailorList(page).getByRole('heading', { level: 2 }).allTextContents();
const showing = (page: Page, n: number, m: number) =>
  expect(page.getByText(`Showing ${n} of ${m} tailors`)).toBeVisible();

/** "Within 2 hours" → 120 minutes, to check the Fastest Response order. */
function responseMinutes(text: string): number {
  const match = /(\d+)\s*(minute|hour|day)/i.exec(text);
  if (!match) return Number.POSITIVE_INFINITY;
  const unit = match[2]!.toLowerCase();
  return Number(match[1]) * (unit === 'minute' ? 1 : unit === 'hour' ? 60 : 1440);
}

function isOrdered(values: number[], direction: 'desc' | 'asc') {
  return values.every(
    (v, i) => i === 0 || (direction === 'desc' ? v <= values[i - 1]! : v >= values[i - 1]!),
  );
}

function expectOrdered(values: number[], direction: 'desc' | 'asc') {
  expect(isOrdered(values, direction), `${values.join(', ')} in ${direction} order`).toBe(true);
}

test('the list shows six skeleton cards while loading, then the stats and every tailor, best rated first', async ({
  page,
  request,
}, testInfo) => {
  const tailors = await allTailors(request);
  await openHydrated(page, '/help');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/tailors',
    async (route) => {
      await gate;
      await route.continue();
    },
  );

  await followFooterLink(page, 'Find a Tailor');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Master Tailors' })).toBeVisible();
  await expect(page.getByTestId('tailor-card-skeleton')).toHaveCount(6);
  release();

  await showing(page, tailors.length, tailors.length);
  await expect(page.getByTestId('tailor-card-skeleton')).toHaveCount(0);
  const stats = page.locator('dl').first();
  await expect(stats).toContainText(`${tailors.length}+`);
  for (const claim of ['4.8', '1000+', '15+']) await expect(stats).toContainText(claim);

  expect(await cardNames(page)).toEqual(tailors.map((t) => t.businessName));
  expectOrdered(
    tailors.map((t) => t.rating),
    'desc',
  );

  await expect(
    page.getByRole('heading', { name: 'Join Our Network of Master Tailors' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Join Our Master Network', exact: true }),
  ).toHaveAttribute('href', '/become-tailor');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'tailors');
});

test('a tailor card shows what a shopper needs to choose, and View Profile opens the profile', async ({
  page,
  request,
}) => {
  const [best] = await allTailors(request);
  await page.goto('/tailors');
  const card = tailorList(page).getByRole('listitem').filter({ hasText: best!.businessName });

  await expect(card.getByText(best!.businessName.charAt(0), { exact: true })).toBeVisible();
  await expect(card).toContainText(best!.location);
  await expect(card.getByRole('img', { name: /out of 5/ })).toBeVisible();
  // Filled stars = floor of the rating (spec §9).
  await expect(card.locator('svg.fill-gold-500')).toHaveCount(Math.floor(best!.rating));
  // One decimal, as every page shows a rating (4.97 reads 5.0 here and on the home page).
  await expect(card).toContainText(best!.rating.toFixed(1));
  await expect(card).toContainText(`(${best!.reviewCount} reviews)`);
  await expect(card).toContainText(best!.bio.slice(0, 40));
  await expect(card).toContainText(best!.specialties.join(', '));
  await expect(card).toContainText(`${best!.completedOrders} orders`);
  await expect(card).toContainText(best!.responseTime);

  await card.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(`/tailors/${best!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: best!.businessName })).toBeVisible();
});

test('location, specialty and search narrow the list, and Clear Filters undoes them', async ({
  page,
  request,
}) => {
  const tailors = await allTailors(request);
  await page.goto('/tailors');
  await showing(page, tailors.length, tailors.length);

  await page.getByLabel('Location').selectOption('Kano');
  const inKano = tailors.filter((t) => t.location.includes('Kano'));
  expect(inKano.length).toBeGreaterThan(1);
  await showing(page, inKano.length, tailors.length);
  await expect.poll(() => cardNames(page)).toEqual(inKano.map((t) => t.businessName));

  await page.getByLabel('Specialty').selectOption("Men's Formal");
  const both = inKano.filter((t) => t.specialties.includes("Men's Formal"));
  await showing(page, both.length, tailors.length);
  await expect.poll(() => cardNames(page)).toEqual(both.map((t) => t.businessName));

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await showing(page, tailors.length, tailors.length);
  await expect(page.getByLabel('Location')).toHaveValue('');
  await expect(page.getByLabel('Specialty')).toHaveValue('');

  // Search is on business name or bio, whatever the case (spec §5).
  const word = 'lace';
  const matching = tailors.filter(
    (t) => t.businessName.toLowerCase().includes(word) || t.bio.toLowerCase().includes(word),
  );
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(tailors.length);
  await page.getByRole('searchbox', { name: 'Search tailors' }).fill('LACE');
  await showing(page, matching.length, tailors.length);
  await expect.poll(() => cardNames(page)).toEqual(matching.map((t) => t.businessName));
});

test('each sort puts the tailors in its order', async ({ page, request }) => {
  const tailors = await allTailors(request);
  const byName = new Map(tailors.map((t) => [t.businessName, t]));
  await page.goto('/tailors');
  await showing(page, tailors.length, tailors.length);
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('rating');

  // Every sort shows all the tailors, so the count alone cannot tell the new list from the old:
  // the names are read until they are in the order asked for.
  const sortedBy = async (label: string, inOrder: (names: string[]) => boolean) => {
    await sort.selectOption({ label });
    await expect(page).toHaveURL(/sort=/);
    await showing(page, tailors.length, tailors.length);
    await expect
      .poll(async () => inOrder(await cardNames(page)), { message: `tailors by ${label}` })
      .toBe(true);
  };
  const by = (pick: (t: Tailor) => number, dir: 'asc' | 'desc') => (names: string[]) =>
    names.length === tailors.length &&
    isOrdered(
      names.map((n) => pick(byName.get(n)!)),
      dir,
    );

  await sortedBy(
    'Most Experienced',
    by((t) => t.experience, 'desc'),
  );
  await sortedBy(
    'Most Orders',
    by((t) => t.completedOrders, 'desc'),
  );
  await sortedBy(
    'Fastest Response',
    by((t) => responseMinutes(t.responseTime), 'asc'),
  );
  const alphabetical = tailors.map((t) => t.businessName).sort((a, b) => a.localeCompare(b));
  await sortedBy('Name A-Z', (names) => names.join('|') === alphabetical.join('|'));

  await sort.selectOption({ label: 'Highest Rated' });
  await expect(page).toHaveURL(/\/tailors$/);
  await expect.poll(() => cardNames(page)).toEqual(tailors.map((t) => t.businessName));
});

test('the filters live in the URL, so a filtered list survives a reload', async ({
  page,
  request,
}) => {
  const tailors = await allTailors(request);
  const expected = tailors
    .filter((t) => t.location === 'Lagos' && /a/i.test(t.businessName + t.bio))
    .map((t) => t.businessName)
    .sort((a, b) => a.localeCompare(b));
  await page.goto('/tailors');
  await page.getByLabel('Location').selectOption('Lagos');
  await page.getByLabel('Sort by').selectOption({ label: 'Name A-Z' });
  await page.getByRole('searchbox', { name: 'Search tailors' }).fill('a');
  await expect(page).toHaveURL(/\/tailors\?q=a&location=Lagos&sort=name$/);
  await showing(page, expected.length, tailors.length);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search tailors' })).toHaveValue('a');
  await expect(page.getByLabel('Location')).toHaveValue('Lagos');
  await expect(page.getByLabel('Sort by')).toHaveValue('name');
  await showing(page, expected.length, tailors.length);
  expect(await cardNames(page)).toEqual(expected);

  // A shared link opens with its filter applied.
  await page.goto('/tailors?specialty=Adire');
  await expect(page.getByLabel('Specialty')).toHaveValue('Adire');
  const adire = tailors.filter((t) => t.specialties.includes('Adire'));
  await showing(page, adire.length, tailors.length);
});

test('no match shows No tailors found, and Reset Search brings every tailor back', async ({
  page,
  request,
}, testInfo) => {
  const tailors = await allTailors(request);
  await page.goto('/tailors?location=Kano');
  await page.getByRole('searchbox', { name: 'Search tailors' }).fill('zzqx no such tailor');
  await expect(page.getByRole('heading', { name: 'No tailors found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await saveScreenshot(page, testInfo, 'tailors-empty');

  await page.getByRole('button', { name: 'Reset Search' }).click();
  await showing(page, tailors.length, tailors.length);
  await expect(page.getByRole('searchbox', { name: 'Search tailors' })).toHaveValue('');
  await expect(page).toHaveURL(/\/tailors$/);
});

test('Load more fetches the next page of tailors from the server', async ({ page, request }) => {
  const tailors = await allTailors(request);
  await openHydrated(page, '/help');
  // Real pages from the real server, just smaller than the shop's 100, so paging shows up.
  await page.route(
    (url) => url.pathname === '/api/tailors',
    (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '10');
      return route.continue({ url: url.toString() });
    },
  );
  await followFooterLink(page, 'Find a Tailor');
  await showing(page, tailors.length, tailors.length);
  await expect(tailorList(page).getByRole('listitem')).toHaveCount(10);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(tailorList(page).getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(tailorList(page).getByRole('listitem')).toHaveCount(tailors.length);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  expect(await cardNames(page)).toEqual(tailors.map((t) => t.businessName));
});
