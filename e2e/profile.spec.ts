import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';

test.describe('Profile', () => {
  test('the overview shows the shopper, their order count and their newest orders', async ({
    page,
    request,
  }, testInfo) => {
    const orders = await (await request.get('/api/users/user1/orders')).json();
    // The answer is null (200) while none are saved.
    const hasMeasurements = Boolean(
      await (await request.get('/api/users/user1/measurements')).json(),
    );
    await page.goto('/profile');

    await expect(page.getByText('Verified Member')).toBeVisible();
    await expect(page.getByText('@user1')).toBeVisible();
    await expect(page.getByText(/Member since/)).toBeVisible();
    await expect(page.getByText(`${orders.length} orders`, { exact: true })).toBeVisible();

    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    const stat = (label: string) => overview.locator('dl > div').filter({ hasText: label });
    await expect(stat('Total Orders').locator('dd')).toHaveText(String(orders.length));
    await expect(stat('Measurements').locator('dd')).toHaveText(hasMeasurements ? '15+' : '0');
    await expect(stat('Favorite Tailors').locator('dd')).toHaveText('3');
    const quickLinks = overview.getByRole('region', { name: 'Quick Links' });
    for (const [name, href] of [
      ['Body Scan', '/body-scan'],
      ['Browse Outfits', '/products'],
      ['Find Tailors', '/tailors'],
    ] as const)
      await expect(quickLinks.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        href,
      );

    const recent = overview.getByRole('region', { name: 'Recent Orders' }).getByRole('listitem');
    await expect(recent).toHaveCount(Math.min(3, orders.length));
    for (const [i, order] of orders.slice(0, 3).entries())
      await expect(recent.nth(i)).toContainText(order.product.name);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'profile-overview');

    expect(orders.length).toBeGreaterThan(3);
    await overview.getByRole('link', { name: `View All Orders (${orders.length})` }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('a newcomer sees 0 measurements and can start a scan or enter them by hand', async ({
    page,
  }) => {
    await page.route('**/api/users/user1/measurements', (route) =>
      route.fulfill({ status: 200, json: null }),
    );
    await page.goto('/profile');
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(
      overview.locator('dl > div').filter({ hasText: 'Measurements' }).locator('dd'),
    ).toHaveText('0');

    await page.getByRole('tab', { name: 'Measurements' }).click();
    await expect(page.getByText('No measurements saved yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start 3D Body Scan' })).toHaveAttribute(
      'href',
      '/body-scan',
    );
    await page.getByRole('button', { name: 'Enter Measurements Manually' }).click();
    await expect(page.getByLabel('Chest', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('No measurements saved yet')).toBeVisible();
  });

  test('editing measurements on the profile saves them and closes the editor', async ({
    page,
    request,
  }, testInfo) => {
    // Start from saved measurements, whatever other journeys left behind.
    const start = { userId: 'user1', chest: '41', waist: '33', hips: '40', unit: 'inches' };
    expect((await request.post('/api/measurements', { data: start })).ok()).toBe(true);
    const chest = testInfo.project.name === 'phone' ? '43.5' : '44.5';

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Measurements' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Measurements' });
    await expect(panel.getByText('41 in')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'profile-measurements');

    await panel.getByRole('button', { name: 'Edit' }).click();
    await expect(panel.getByLabel('Chest', { exact: true })).toHaveValue('41');
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByLabel('Chest', { exact: true })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Edit' }).click();
    await panel.getByLabel('Chest', { exact: true }).fill(chest);
    // The other fields were never measured: fill them in as the form asks.
    for (const [label, value] of [
      ['Shoulders', '18'],
      ['Sleeves', '25'],
      ['Length', '30'],
      ['Inseam', '32'],
      ['Neck', '15.5'],
      ['Bicep', '13'],
      ['Forearm', '11'],
      ['Thigh', '23'],
      ['Calf', '15'],
    ])
      await panel.getByLabel(label!, { exact: true }).fill(value!);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'profile-measurements-edit');
    await panel.getByRole('button', { name: 'Save Measurements' }).click();

    await expect(page.getByText('Measurements saved')).toBeVisible();
    await expect(panel.getByLabel('Chest', { exact: true })).toHaveCount(0);
    await expect(panel.getByText(`${chest} in`)).toBeVisible();
    await expect(panel.getByText('15.5 in')).toBeVisible();
  });

  test('the orders and favourites tabs list the full history and three tailors', async ({
    page,
    request,
  }, testInfo) => {
    const orders = await (await request.get('/api/users/user1/orders')).json();
    const tailors = await (await request.get('/api/tailors')).json();
    await page.goto('/profile');

    await page.getByRole('tab', { name: 'Orders' }).click();
    const history = page.getByRole('tabpanel', { name: 'Orders' });
    await expect(history.getByRole('article')).toHaveCount(orders.length);
    await saveScreenshot(page, testInfo, 'profile-orders');

    await page.getByRole('tab', { name: 'Favorites' }).click();
    const favorites = page.getByRole('tabpanel', { name: 'Favorites' });
    await expect(favorites.getByRole('listitem')).toHaveCount(3);
    for (const tailor of tailors.slice(0, 3)) {
      const card = favorites.getByRole('listitem').filter({ hasText: tailor.businessName });
      await expect(card).toContainText(tailor.location);
      await expect(card).toContainText(tailor.bio.slice(0, 100));
      if (tailor.bio.length > 100) await expect(card).not.toContainText(tailor.bio);
      await expect(card.getByRole('link', { name: /View Profile/ })).toHaveAttribute(
        'href',
        `/tailors/${tailor.id}`,
      );
    }
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'profile-favorites');
  });
});
