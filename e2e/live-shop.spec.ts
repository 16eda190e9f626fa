import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Product } from '../shared/schemas/product.ts';
import type { Shop } from '../shared/schemas/shop.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { LIVE_BASE_URL, newPhoneNumber, signInThroughApi } from './support/accounts.ts';
import { openHydrated } from './support/client-navigation.ts';

/**
 * A live shop says only what is true (issue 29): its figures are counted, it measures by a guide
 * rather than claim a scan, its delivery words are checkout's, and its footer links only the
 * channels it has. The demo keeps the spec's words (home, tailors, body-scan journeys).
 */
test.use({ baseURL: LIVE_BASE_URL, viewport: { width: 360, height: 740 } });

async function shopOf(request: APIRequestContext) {
  return (await (await request.get('/api/shop')).json()) as Shop;
}

test("home, tailors and an outfit state the shop's own figures and offers, and the footer links WhatsApp alone", async ({
  page,
  request,
}, testInfo) => {
  const { facts } = await shopOf(request);
  expect(facts.tailors).toBeGreaterThan(0);

  await openHydrated(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByText(`${facts.tailors} master tailors across Nigeria`)).toBeVisible();
  await expect(main.getByText('Guided measuring at home')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Take Your Measurements' })).toHaveAttribute(
    'href',
    '/body-scan',
  );
  await expect(page.getByText(/500\+|60-second|scan your body/i)).toHaveCount(0);
  await expect(main.getByText(`Join ${facts.tailors} master tailors on Telo.`)).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Telo on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/2348000000000',
  );
  await expect(footer.getByRole('link', { name: /Telo on (Instagram|Facebook|X)$/ })).toHaveCount(
    0,
  );
  await expect(footer.getByText(/coming soon|open soon/i)).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'live-home');

  await openHydrated(page, '/tailors');
  const stats = page.getByRole('main').locator('dl').first();
  const figures: [string, string][] = [
    ['Master tailors', String(facts.tailors)],
    ['Orders completed', facts.completedOrders.toLocaleString('en-NG')],
    ['Specialties', String(facts.specialties)],
    ['Average rating', (facts.averageRating ?? 0).toFixed(1)],
  ];
  for (const [label, value] of figures) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
    await expect(stats).toContainText(`${label}${value}`);
  }
  await expect(stats).not.toContainText('1000+');

  const { items } = (await (await request.get('/api/products?sort=name&limit=1')).json()) as {
    items: Product[];
  };
  await openHydrated(page, `/products/${items[0]!.id}`);
  await page.getByRole('tab', { name: 'Delivery' }).click();
  const delivery = page.getByRole('tabpanel');
  await expect(delivery.getByText('Delivery in Nigeria')).toBeVisible();
  await expect(delivery.getByText(/collected from the workshop for free/)).toBeVisible();
  await expect(delivery.getByText(/worldwide|abroad/i)).toHaveCount(0);

  // The help and size guide pages tell a live shopper how Telo really measures.
  await openHydrated(page, '/size-guide');
  await expect(page.getByRole('heading', { name: 'Guided measuring' })).toBeVisible();
  await openHydrated(page, '/help');
  await expect(page.getByText('Measuring yourself, step by step')).toBeVisible();
  for (const path of ['/size-guide', '/help'] as const) {
    await openHydrated(page, path);
    await expect(page.getByRole('main').getByText(/60-second|3D|2-3 ?mm|50\+ /i)).toHaveCount(0);
  }
});

test('guided measuring walks the 12 measurements with a drawing each, flags an impossible pair, and saves', async ({
  page,
}, testInfo) => {
  const shopperId = await signInThroughApi(page.request, newPhoneNumber(), 'Kemi Adeyemi');
  const body: Record<string, string> = {
    Chest: '40',
    // Typed into the wrong box: a waist 20 inches above the chest is flagged at the review.
    Waist: '60',
    Hips: '41',
    Shoulders: '18',
    Sleeves: '24',
    Length: '56',
    Inseam: '31',
    Neck: '15',
    Bicep: '12',
    Forearm: '10',
    Thigh: '22',
    Calf: '14',
  };

  await openHydrated(page, '/body-scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Measurements' })).toBeVisible();
  await expect(page.getByText(/3D|scan|accuracy|99\.5|2-3 ?mm/i)).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Measure' }),
  ).toHaveAttribute('href', '/body-scan');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Guided Measuring' }),
  ).toBeVisible();

  const labels = Object.keys(body);
  for (const [index, label] of labels.entries()) {
    await expect(page.getByText(`Step ${index + 1} of 12`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Where the tape goes for ${label.toLowerCase()}` }),
    ).toBeVisible();
    if (index === 0) {
      // Next is checked here: an empty value names what is missing and stays on the step.
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Chest measurement is required')).toBeVisible();
      await expect(page.getByText('Step 1 of 12')).toBeVisible();
      await saveScreenshot(page, testInfo, 'guided-measuring-chest');
    }
    await page.getByLabel(`${label} (in)`).fill(body[label]!);
    await page.getByRole('button', { name: 'Next' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Check your measurements' })).toBeVisible();
  const flags = page.getByRole('alert');
  await expect(flags).toContainText('One pair of numbers looks wrong');
  await expect(flags).toContainText('Waist and Chest');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'guided-measuring-review');

  await page.getByRole('button', { name: 'Change Waist' }).click();
  await page.getByLabel('Waist (in)').fill('34');
  for (let step = 2; step <= 12; step += 1)
    await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Measurements' }).click();
  await expect(page.getByRole('heading', { name: 'Measurements saved' })).toBeVisible();
  await expect(page.getByText('Scan Complete!')).toHaveCount(0);

  const saved = await (await page.request.get(`/api/users/${shopperId}/measurements`)).json();
  expect(saved).toMatchObject({ chest: 40, waist: 34, calf: 14, unit: 'inches' });
});
