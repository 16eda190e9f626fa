import { expect, test } from '@playwright/test';

/**
 * What the shopper does on the information pages. That each one arrives with its one heading and
 * the facts of spec §9, and passes the accessibility check, is page-crawl.spec.ts's crawl.
 */
test('the Help Center search filters topics and questions as the shopper types', async ({
  page,
}) => {
  await page.goto('/help');
  const search = page.getByRole('searchbox', { name: 'Search help topics' });
  const faqButtons = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(faqButtons).toHaveCount(4);

  await search.fill('fit');
  await expect(page.getByRole('status').filter({ hasText: 'for “fit”' })).toBeVisible();
  await expect(page.getByRole('link', { name: /The Lifetime Fit Guarantee/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Tracking your order/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'What if my outfit does not fit?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'How long will my outfit take?' })).toHaveCount(0);

  await search.fill('qwxz');
  await expect(page.getByText('No help topics match your search.')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Contact Support' }).first(),
  ).toHaveAttribute('href', '/contact');

  await search.fill('');
  await expect(page.getByRole('link', { name: /Tracking your order/ })).toBeVisible();
});

test('Help Center questions open and close, and live chat says it is coming', async ({ page }) => {
  await page.goto('/help');
  const question = page.getByRole('button', { name: 'How long will my outfit take?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/ready and delivered within 2-4 weeks/)).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/ready and delivered within 2-4 weeks/)).toBeVisible();
  await question.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Start Live Chat' }).click();
  await expect(page.getByText('Live chat is coming soon')).toBeVisible();
});

test('the returns page explains the guarantee in four steps', async ({ page }) => {
  await page.goto('/returns');
  const steps = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole('heading')).toHaveText([
    'Report the issue',
    'We assess it',
    'Adjustment or remake',
    'Credit if needed',
  ]);
});

test('the rewards page shows the four tiers with their points and discounts, and a labelled sample', async ({
  page,
}) => {
  await page.goto('/rewards');
  const tiers = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  const expected = [
    ['Fabric Friend', '0 points', '5% off'],
    ['Style Enthusiast', '500 points', '10% off'],
    ['Fashion Connoisseur', '1000 points', '15% off'],
    ['Ambassador', '2500 points', '20% off'],
  ];
  for (const [name, points, discount] of expected) {
    const tier = tiers.filter({ has: page.getByRole('heading', { name: name!, exact: true }) });
    await expect(tier).toContainText(points!);
    await expect(tier).toContainText(discount!);
  }
  const main = page.getByRole('main');
  for (const way of [
    '1 point per ₦100 spent',
    '500 points per referral',
    '50 points per review',
    '25 points per social share',
  ]) {
    await expect(main).toContainText(way);
  }
  await expect(main).toContainText('Rewards accounts are not live yet');
  await expect(main).toContainText('Sample member');
  await expect(
    page.getByRole('progressbar', { name: 'Progress to Fashion Connoisseur' }),
  ).toHaveAttribute('aria-valuenow', '850');
});

test('a legal page’s table of contents jumps to its section', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: '6. Your rights' })
    .click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole('heading', { name: '6. Your rights' })).toBeInViewport();
});
