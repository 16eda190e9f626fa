import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';

/** Runs the simulated scan's 11 half-second steps, one at a time, and waits for its result. */
async function runScan(page: Page) {
  for (let step = 0; step <= 10; step++) await page.clock.runFor(500);
  await expect(page.getByRole('heading', { name: 'Scan Complete!' })).toBeVisible();
}

test.describe('Body scan', () => {
  test('a shopper runs the simulated scan: progress climbs to 100 % and the result says nothing was saved', async ({
    page,
  }, testInfo) => {
    // The scan climbs on the page's timers: Playwright's clock runs them instead of the journey
    // waiting 5.5 s per scan (SCAN_INTERVAL_MS is unit-tested in the scanning view's test).
    await page.clock.install();
    await page.goto('/body-scan');
    await expect(page.getByRole('heading', { name: '3D Body Scan', level: 1 })).toBeVisible();
    for (const claim of ['60 seconds', '50+ points', '99.5% accuracy', '2-3mm'])
      await expect(page.getByText(claim, { exact: true })).toBeVisible();
    for (const step of ['Position', 'Scan', 'Save'])
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'body-scan-intro');

    // Record every value the progress bar takes, as it changes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { scanProgress: string[] }).scanProgress = seen;
      new MutationObserver(() => {
        const value = document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow');
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Start 3D Body Scan' }).click();
    await expect(page.getByText('Please stand still...')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Scan progress' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'body-scan-scanning');
    await expectNoSeriousA11yViolations(page);

    await runScan(page);
    const progress = await page.evaluate(
      () => (window as unknown as { scanProgress: string[] }).scanProgress,
    );
    expect(progress).toEqual(['0', '10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);

    // The four sample values, presented honestly as a sample of a simulation.
    await expect(page.getByText('Sample measurements')).toBeVisible();
    for (const label of ['Chest', 'Waist', 'Shoulders', 'Length'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(/nothing was saved/)).toBeVisible();
    await expect(page.getByText(/have been saved/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'body-scan-complete');

    await expect(
      page.getByRole('link', { name: 'Start Shopping with your measurements' }),
    ).toHaveAttribute('href', '/products');
    await page.getByRole('button', { name: 'Enter your measurements' }).click();
    await expect(page.getByRole('heading', { name: 'Enter Your Measurements' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Scanner' }).click();
    await page.getByRole('button', { name: 'Start 3D Body Scan' }).click();
    await runScan(page);
    await page.getByRole('button', { name: 'Scan Again' }).click();
    await expect(page.getByRole('button', { name: 'Start 3D Body Scan' })).toBeVisible();
  });

  test('a newcomer without measurements sees no "Measurements Found" notice', async ({ page }) => {
    // Other journeys save measurements for the same shopper: answer as the server does when none are.
    await page.route('**/api/users/user1/measurements', (route) =>
      route.fulfill({ status: 200, json: null }),
    );
    await page.goto('/body-scan');
    await expect(page.getByRole('button', { name: 'Enter Measurements Manually' })).toBeVisible();
    await expect(page.getByText('Measurements Found')).toHaveCount(0);
  });

  test('a shopper with saved measurements sees when they were last updated', async ({
    page,
    request,
  }) => {
    const saved = await request.get('/api/users/user1/measurements');
    if ((await saved.json()) === null) {
      const body = { userId: 'user1', chest: '40', waist: '32', unit: 'inches' };
      expect((await request.post('/api/measurements', { data: body })).ok()).toBe(true);
    }
    const { updatedAt } = await (await request.get('/api/users/user1/measurements')).json();
    const day = new Intl.DateTimeFormat('en-NG', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Lagos',
    }).format(new Date(updatedAt));

    await page.goto('/body-scan');
    await expect(page.getByText('Measurements Found')).toBeVisible();
    await expect(page.getByText(`last updated on ${day}`)).toBeVisible();
  });
});
