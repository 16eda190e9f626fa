import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { LIVE_BASE_URL, newPhoneNumber } from './support/accounts.ts';
import { adminContext } from './support/admin-session.ts';
import { openHydrated } from './support/client-navigation.ts';

const business = {
  'Business Name': 'Ọlá Stitches Surulere',
  Location: 'Surulere, Lagos',
  'Phone Number': '0803 123 4567',
  'Business Description':
    'Hand-finished agbada and senator suits, cut to every client’s measurements.',
};

async function fillBusiness(page: Page, overrides: Partial<typeof business> = {}) {
  for (const [label, value] of Object.entries({ ...business, ...overrides }))
    await page.getByLabel(label).fill(value);
  await page.getByLabel('State').selectOption('Lagos');
}

async function fillExperience(page: Page) {
  await page.getByLabel('Years of Experience').fill('12');
  const specialties = page.getByLabel('Specialties');
  await specialties.fill('  Agbada  ');
  await specialties.press('Enter');
  await specialties.fill('Senator');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await specialties.fill('agbada');
  await specialties.press('Enter');
  await specialties.fill('Lace');
  await specialties.press('Enter');
  await page.getByRole('button', { name: 'Remove Lace' }).click();
  await page
    .getByLabel('Previous Work (optional)', { exact: true })
    .fill('Dressed the Adeyemi wedding party, 40 guests.');
}

/** The toaster's TOAST_DURATION_MS: how long a toast stays. */
const TOAST_MS = 5_000;
/**
 * A toast leaves by its own timer; Playwright's clock (installed before the page loads) runs that
 * timer at once instead of the journey waiting out its 5 s.
 */
async function letToastLeave(page: Page, text: string) {
  await page.clock.fastForward(TOAST_MS);
  await expect(page.getByText(text)).toBeHidden();
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' }).click();

test.describe('Become a tailor', () => {
  test('a tailor applies in four steps and is told when to expect an answer', async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    await page.goto('/become-tailor');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Business Information' })).toBeVisible();
    await fillBusiness(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'become-tailor-step-1');
    await next(page);

    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await fillExperience(page);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Remove Agbada' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Senator' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'become-tailor-step-2');
    await page.getByLabel('Specialties').fill('left in the box, not added');
    await next(page);

    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review & Submit' })).toBeVisible();
    await expect(page.getByText('What happens next')).toBeVisible();
    await expect(page.getByText(/within 3-5 business days/)).toBeVisible();
    await expect(page.getByText('Agbada, Senator', { exact: true })).toBeVisible();
    await expect(page.getByText('12 years')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'become-tailor-step-3');

    const sent = page.waitForRequest('**/api/tailor-applications');
    await submit(page);
    expect((await sent).postDataJSON()).toMatchObject({
      businessName: business['Business Name'],
      state: 'Lagos',
      location: business.Location,
      phone: business['Phone Number'],
      businessDescription: business['Business Description'],
      experience: 12,
      specialties: ['Agbada', 'Senator'],
    });
    await expect(page.getByText('Application Submitted!')).toBeVisible();
    await expect(
      page.getByText(
        "Your tailor application has been submitted for review. We'll get back to you within 3-5 business days.",
      ),
    ).toBeVisible();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await letToastLeave(page, 'Application Submitted!');
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'become-tailor-step-4');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('submitting without a specialty asks for one and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto('/become-tailor');
    await fillBusiness(page);
    await next(page);
    await next(page);
    await submit(page);

    await expect(page.getByText('Specialties Required')).toBeVisible();
    await expect(page.getByText('Please add at least one specialty.')).toBeVisible();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('a wrong phone number is listed on the review before Submit, and fixed where it is', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto('/become-tailor');
    await fillBusiness(page, { 'Phone Number': '12345' });
    await next(page);
    await fillExperience(page);
    await next(page);

    // Next was never held back (spec §2); the review says what is wrong before Submit.
    const alert = page.getByRole('alert').filter({ hasText: 'Please fix the following' });
    await expect(alert).toContainText('Enter a Nigerian phone number, e.g. 0803 123 4567');
    await submit(page);
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    expect(posts).toEqual([]);
    await alert.getByRole('button', { name: 'Fix on step 1' }).click();

    const phone = page.getByLabel('Phone Number');
    await expect(phone).toHaveValue('12345');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a Nigerian phone number, e.g. 0803 123 4567')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Another number: one application waits for review per phone number (issue 14).
    await phone.fill('+234 809 555 0101');
    await next(page);
    await next(page);
    await submit(page);
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
  });

  test('when the server fails the tailor stays on the review with everything kept', async ({
    page,
  }) => {
    await page.route('**/api/tailor-applications', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await page.goto('/become-tailor');
    await fillBusiness(page);
    await next(page);
    await fillExperience(page);
    await next(page);
    await submit(page);

    await expect(page.getByText('Submission Failed')).toBeVisible();
    await expect(page.getByText('Failed to submit application. Please try again.')).toBeVisible();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByText(business['Business Description'])).toBeVisible();

    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(page.getByLabel('Years of Experience')).toHaveValue('12');
    await expect(page.getByRole('button', { name: 'Remove Agbada' })).toBeVisible();
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(page.getByLabel('Business Name')).toHaveValue(business['Business Name']);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a reload on step 2 keeps everything typed and the step', async ({ page }) => {
      await page.goto('/become-tailor');
      await fillBusiness(page);
      await next(page);
      await fillExperience(page);
      await expect(page.getByRole('button', { name: 'Remove Senator' })).toBeVisible();

      await page.reload();
      await expect(page.getByText('Step 2 of 4')).toBeVisible();
      await expect(page.getByLabel('Years of Experience')).toHaveValue('12');
      await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      for (const [label, value] of Object.entries(business))
        await expect(page.getByLabel(label)).toHaveValue(value);
      await expect(page.getByLabel('State')).toHaveValue('Lagos');

      // Submitted, the draft is gone: the next visit starts a new application.
      await next(page);
      await next(page);
      await submit(page);
      await expect(page.getByText('Step 4 of 4')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Step 1 of 4')).toBeVisible();
      await expect(page.getByLabel('Business Name')).toHaveValue('');
    });

    test('a very long specialty is cut to 40 characters and wraps inside the page', async ({
      page,
    }) => {
      await page.goto('/become-tailor');
      await next(page);
      const specialties = page.getByLabel('Specialties');
      await specialties.fill('W'.repeat(300));
      await specialties.press('Enter');
      const chip = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: /^Remove W/ }) });
      await expect(chip).toHaveText('W'.repeat(40));
      // A phone's layout viewport widens to fit what overflows: compare with the screen's 360 px.
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBe(page.viewportSize()!.width);
    });

    test('a name of one repeated letter and a one-letter description are refused with reasons', async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST') posts.push(r.url());
      });
      await page.goto('/become-tailor');
      await fillBusiness(page, { 'Business Name': 'A'.repeat(120), 'Business Description': 'a' });
      await next(page);
      await fillExperience(page);
      await next(page);
      await submit(page);

      const alert = page.getByRole('alert').filter({ hasText: 'Please fix the following' });
      await expect(alert).toContainText('Business name cannot be one letter repeated');
      await expect(alert).toContainText('Business description must be at least 20 characters');
      await expect(page.getByText('Step 3 of 4')).toBeVisible();
      expect(posts).toEqual([]);

      await alert.getByRole('button', { name: 'Fix on step 1' }).first().click();
      await expect(page.getByLabel('Business Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Business name cannot be one letter repeated')).toBeVisible();
      await expect(
        page.getByText('Business description must be at least 20 characters'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await fillBusiness(page);
      await next(page);
      await next(page);
      await submit(page);
      await expect(page.getByText('Step 4 of 4')).toBeVisible();
    });
  });
});

/**
 * Issue 29 on the live shop at 360 px: a person applies with two phone-camera photos of her work
 * and her state and town, the review lists what is missing before Submit, the acknowledgement
 * reaches her number (the development outbox page), the admin sees the photos and approves, the
 * approval text arrives, and she is found under her state in the tailor filter.
 */
test.describe('on the live shop', () => {
  test.use({ baseURL: LIVE_BASE_URL, viewport: { width: 360, height: 780 } });

  test('applies with photos of previous work and a state + town; approved, she is found under Ogun', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // two browsers and two photos of several MB
    const phone = newPhoneNumber();
    const businessName = `Ẹgba Adire Studio ${phone.typed.slice(-4)}`;
    await openHydrated(page, '/become-tailor');
    // Step 1 without her state and town: Next still moves on (spec §2).
    await page.getByLabel('Business Name').fill(businessName);
    await page.getByLabel('Phone Number').fill(phone.typed);
    await page
      .getByLabel('Business Description')
      .fill('Hand-dyed adire and aso-oke for weddings in Abeokuta, cut to every measurement.');
    await next(page);
    await page.getByLabel('Years of Experience').fill('11');
    await page.getByLabel('Specialties').fill('Adire');
    await page.getByLabel('Specialties').press('Enter');
    const picker = page.getByLabel('Photos of Previous Work (optional)', { exact: true });
    for (const name of ['wedding.jpg', 'aso-oke.jpg']) {
      const photo = await phoneCameraJpeg();
      expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
      await picker.setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByRole('button', { name: /^Remove photo / })).toHaveCount(
        name === 'wedding.jpg' ? 1 : 2,
        { timeout: 30_000 },
      );
    }
    await next(page);

    // Every problem is on the review before Submit, each with its step.
    const alert = page.getByRole('alert').filter({ hasText: 'Please fix the following' });
    await expect(alert).toContainText('Choose your state from the list');
    await expect(alert).toContainText('Location is required');
    await expect(
      page.getByRole('list', { name: 'Photos of previous work' }).locator('img'),
    ).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'become-tailor-live-review-problems');
    await alert.getByRole('button', { name: 'Fix on step 1' }).first().click();
    await page.getByLabel('State').selectOption('Ogun');
    await page.getByLabel('Location').fill('Abeokuta');
    await next(page);
    await next(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix' })).toHaveCount(0);
    const sent = page.waitForRequest('**/api/tailor-applications');
    await submit(page);
    expect((await sent).postDataJSON()).toMatchObject({
      state: 'Ogun',
      location: 'Abeokuta',
      previousWorkPhotos: [
        expect.stringMatching(/^\/media\//),
        expect.stringMatching(/^\/media\//),
      ],
    });
    await expect(page.getByText('Step 4 of 4')).toBeVisible();

    // The acknowledgement, as the development outbox page shows her number's texts.
    await page.goto('/dev/outbox');
    const received = page.getByRole('listitem').filter({ hasText: phone.e164 }).first();
    await expect(received).toContainText(
      `Telo: we have your application for ${businessName} to join Telo as a master tailor.`,
    );
    await expect(received).toContainText(`${LIVE_BASE_URL}/become-tailor`);

    // The admin sees her photos and approves.
    const admin = await adminContext(browser, {
      baseURL: LIVE_BASE_URL,
      viewport: { width: 360, height: 780 },
    });
    const desk = await admin.newPage();
    await openHydrated(desk, '/admin');
    const card = desk.getByRole('article', { name: businessName });
    await expect(card).toContainText('Abeokuta, Ogun');
    const photos = card.getByRole('region', { name: 'Photos of previous work' });
    await expect(photos.getByRole('link')).toHaveCount(2);
    await expect(photos.locator('img').first()).toHaveJSProperty('complete', true);
    expect(
      await photos
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(desk);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(desk.getByText('Application approved', { exact: true })).toBeVisible();
    await admin.close();

    // The approval text arrives.
    await page.reload();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `${businessName} is approved as a Telo master tailor` }),
    ).toContainText(`${LIVE_BASE_URL}/dashboard`);

    // The live shop's tailor filter offers states: she is under Ogun.
    await openHydrated(page, '/tailors');
    await page.getByLabel('State').selectOption('Ogun');
    await expect(page).toHaveURL(/location=Ogun/);
    await expect(page.getByRole('heading', { name: businessName })).toBeVisible();
    await expect(page.getByText(/Showing \d+ of \d+ tailors/)).toBeVisible();
  });
});

/**
 * A photo as a phone camera takes it: 12 megapixels of detail that JPEG cannot squeeze, several
 * MB (what the upload pipeline must take, decision 018).
 */
async function phoneCameraJpeg() {
  const width = 3000;
  const height = 2000;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.imul(i, 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
