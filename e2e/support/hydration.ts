import type { Page } from '@playwright/test';

type Marked = { serverHeading: Element | null };

/**
 * Watches a page taking over the server's HTML (hydration): every console error or warning and
 * uncaught error is collected in `problems`, and `keptServerHeading()` says whether the <h1> the
 * server sent is still the very element on screen (React adopted it rather than rebuilding it).
 * Call before the first `goto`.
 */
export async function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as Marked).serverHeading = document.querySelector('h1');
    });
  });
  const keptServerHeading = () =>
    page.evaluate(() => {
      const heading = (window as unknown as Marked).serverHeading;
      return heading !== null && heading === document.querySelector('h1') && heading.isConnected;
    });
  return { problems, keptServerHeading };
}
