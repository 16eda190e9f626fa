import { expect, test } from '@playwright/test';

test('a shopper opens Telo, moves between pages and meets the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Telo/);
  await page.getByRole('link', { name: 'Find Tailors' }).first().click();
  await expect(page).toHaveURL(/\/tailors$/);
  await expect(page.getByRole('heading', { name: 'Find Master Tailors' })).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
