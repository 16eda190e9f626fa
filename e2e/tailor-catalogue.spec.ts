import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TailorPricing } from '../shared/schemas/tailor-catalogue.ts';
import type { Tailor } from '../shared/schemas/tailor.ts';
import { samplePhoto } from '../test/photos.ts';
import { latestCode } from './support/accounts.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { openHydrated } from './support/client-navigation.ts';

/**
 * Issue 14, the tailor workspace's Catalogue and Profile tabs: a demo tailor signs in, adds an
 * outfit with a photo, finds it on /products and its page, hides it, and edits the price list and
 * the profile shown on /tailors/{id}. Each project signs in as a seeded tailor of its own (one
 * code each: codes are limited per number and per address), and puts back what it changed.
 */

/** Seeded demo tailors (README: +2348010000101…126) no other journey uses. */
const TAILOR_PHONES = { phone: '+2348010000122', desktop: '+2348010000123' } as const;

async function signInAsTailor(request: APIRequestContext, e164: string) {
  expect((await request.post('/api/auth/code', { data: { destination: e164 } })).status()).toBe(
    202,
  );
  const code = await latestCode(request, e164);
  const verified = await request.post('/api/auth/verify', { data: { destination: e164, code } });
  expect(verified.status()).toBe(200);
}

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(title, { exact: true });

test('a tailor adds an outfit with a photo, hides it, and edits the price list and profile', async ({
  page,
  context,
}, testInfo) => {
  // Five pages, two uploads' worth of work and two accessibility checks on a shared machine.
  test.setTimeout(90_000);
  const request = context.request;
  const phone = TAILOR_PHONES[testInfo.project.name as keyof typeof TAILOR_PHONES];
  await signInAsTailor(request, phone);
  const tailor = (await (await request.get('/api/tailor/me')).json()) as Tailor;
  const pricing = (await (await request.get('/api/tailor/pricing')).json()) as TailorPricing[];
  const line = pricing[0]!;
  const outfitName = `Indigo Senator Suit ${Date.now().toString(36)}`;

  try {
    await test.step('adds an outfit with a photo', async () => {
      await openHydrated(page, '/dashboard');
      await expect(page.getByRole('heading', { name: 'Your workspace' })).toBeVisible();
      await page.getByRole('tab', { name: 'Catalogue' }).click();
      await page.getByRole('button', { name: 'Add Outfit' }).click();
      const form = page.getByRole('form', { name: 'New outfit' });
      // Sent without a photo first: the form says what is missing.
      await form.getByRole('button', { name: 'Add Outfit' }).click();
      await expect(form.getByText('Add a photo of the outfit')).toBeVisible();
      await expect(form.getByText('Name is required')).toBeVisible();

      await form.getByLabel('Outfit name').fill(outfitName);
      await form
        .getByLabel('Description')
        .fill('A two-piece senator suit in indigo cotton, cut to your measurements.');
      await form.getByLabel('Category').selectOption('Senator');
      await form.getByLabel('Price (₦)').fill('48,500');
      await form.getByLabel('Photo').setInputFiles({
        name: 'senator.png',
        mimeType: 'image/png',
        buffer: await samplePhoto('png', 600, 450),
      });
      await expect(form.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: 'Add Outfit' }).click();
      await expect(toast(page, 'Outfit added')).toBeVisible();
      const row = page.getByTestId('outfit-row').filter({ hasText: outfitName });
      await expect(row.getByText('Shown', { exact: true })).toBeVisible();
      // Wherever it sorts in her list, the new outfit is brought into sight (issue 29).
      await expect(row).toBeInViewport();
      await expect(row.getByText('Senator · ₦48,500')).toBeVisible();
      await saveScreenshot(page, testInfo, 'dashboard-catalogue');
    });

    let productPath = '';
    await test.step('it is on /products and has its own page at once', async () => {
      await openHydrated(page, `/products?q=${encodeURIComponent(outfitName)}`);
      const card = page.getByRole('main').getByRole('article').filter({ hasText: outfitName });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(tailor.businessName)).toBeVisible();
      await expect(card.getByRole('img').first()).toHaveAttribute('src', /^\/media\//);
      await card.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: outfitName })).toBeVisible();
      await expect(page.getByText('₦48,500').first()).toBeVisible();
      productPath = new URL(page.url()).pathname;
      expect(productPath).toMatch(/^\/products\/[\w-]+$/);
    });

    await test.step('hides it, and it leaves the catalogue', async () => {
      await openHydrated(page, '/dashboard?tab=catalogue');
      await page.getByRole('button', { name: `Hide ${outfitName}` }).click();
      await expect(toast(page, 'Outfit hidden')).toBeVisible();
      const row = page.getByTestId('outfit-row').filter({ hasText: outfitName });
      await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
      await openHydrated(page, `/products?q=${encodeURIComponent(outfitName)}`);
      await expect(page.getByText('No products found')).toBeVisible();
      await openHydrated(page, productPath);
      await expect(page.getByText('Product not found')).toBeVisible();
    });

    await test.step('edits the price list', async () => {
      await openHydrated(page, '/dashboard?tab=catalogue');
      await page.getByRole('button', { name: `Edit ${line.category} prices` }).click();
      const form = page.getByRole('form', { name: `${line.category} prices` });
      await form.getByLabel('Base price (₦)').fill('60000');
      await form.getByLabel('Complexity multiplier').fill('1.2');
      await form.getByLabel('Rush surcharge (₦)').fill('7500.5');
      await form.getByLabel('Estimated days').fill('0');
      await form.getByRole('button', { name: 'Save Prices' }).click();
      await expect(form.getByText('Estimated days must be at least 1')).toBeVisible();
      await form.getByLabel('Estimated days').fill('9');
      await form.getByRole('button', { name: 'Save Prices' }).click();
      await expect(toast(page, 'Price list saved')).toBeVisible();
      await expect(
        page.getByText('From ₦60,000 · ×1.20 · rush +₦7,500.50 · 9 days', { exact: true }),
      ).toBeVisible();
    });

    const bio = `Senator suits and kaftans for Kano weddings, cut and finished by hand (${testInfo.project.name}).`;
    await test.step('edits the profile, shown on /tailors/{id} at once', async () => {
      await page.getByRole('tab', { name: 'Profile' }).click();
      const form = page.getByRole('form', { name: 'Profile' });
      await form.getByLabel('Bio').fill(bio);
      await form.getByLabel('Response time').selectOption('Within 1 hour');
      const ceremonial = form.getByRole('checkbox', { name: 'Ceremonial Wear' });
      if (!(await ceremonial.isChecked())) await ceremonial.check();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, testInfo, 'dashboard-profile');
      await form.getByRole('button', { name: 'Save Profile' }).click();
      await expect(toast(page, 'Profile saved')).toBeVisible();
      await form.getByRole('link', { name: 'View your public profile' }).click();
      await expect(page).toHaveURL(new RegExp(`/tailors/${tailor.id}$`));
      await expect(page.getByText(bio)).toBeVisible();
      await expect(page.getByText('Ceremonial Wear').first()).toBeVisible();
    });
  } finally {
    // Put back what other journeys may read: the profile and the price line.
    const { bio, specialties, location, responseTime } = tailor;
    await request.put('/api/tailor/profile', {
      data: { bio, specialties, location, responseTime },
    });
    const { category, basePrice, complexityMultiplier, rushOrderSurcharge, estimatedDays } = line;
    await request.put(`/api/tailor/pricing/${encodeURIComponent(category)}`, {
      data: {
        basePrice,
        complexityMultiplier,
        rushOrderSurcharge,
        estimatedDays,
        description: line.description,
        isActive: line.isActive,
      },
    });
    await request.post('/api/auth/sign-out');
  }
});

test('the workspace asks a visitor who has not signed in to sign in', async ({ page }) => {
  await openHydrated(page, '/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Sign in as a tailor to open your workspace' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute(
    'href',
    /\/sign-in\?next=%2Fdashboard/,
  );
});
