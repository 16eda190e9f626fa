import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the browser has taken the server's HTML over (hydration), so a
 * click on a link is a client navigation (on a page hydrated island by island, an ordinary one). A first load arrives rendered with its data; loading
 * states (skeletons) and answers changed by `page.route` show only on client navigation.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(rootIsHydrated);
}

/** Whether React has taken the page over yet (see openHydrated). */
export const isHydrated = (page: Page) => page.evaluate(rootIsHydrated);

// hydrateRoot marks #root; from then on React handles clicks, even before it has finished. A
// public page hydrated island by island (decision 059) never hydrates #root: its code is up once
// it says so on <html>, and the header, hydrated at once, has its handlers.
function rootIsHydrated() {
  const root = document.getElementById('root');
  if (root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$')))
    return true;
  return (
    document.documentElement.hasAttribute('data-islands-ready') &&
    document.querySelector('[data-island="header"][data-island-hydrated]') !== null
  );
}

/** Follows a footer link (present on every page, at every width) inside the browser. */
export async function followFooterLink(page: Page, name: string) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
}
