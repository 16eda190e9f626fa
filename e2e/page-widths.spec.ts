import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import type { Order } from '../shared/schemas/order.ts';

/**
 * Every route of spec §2 fits the screen: nothing pans sideways and no tab or select label is
 * cut. Phones are checked at the narrowest widths still sold in Nigeria (320 and 360 px, with
 * touch and mobile emulation), desktops at 1280 px.
 *
 * With mobile emulation the layout viewport widens to fit whatever overflows, so innerWidth grows
 * with the page; the page is measured against the screen width it was given instead.
 */
const widths = { phone: [320, 360], desktop: [1280] } as const;

async function routes(page: Page): Promise<string[]> {
  const product = (await (await page.request.get('/api/products?limit=1')).json()) as {
    items: { id: string; tailorId: string }[];
  };
  const orders = (await (await page.request.get('/api/users/user1/orders')).json()) as Order[];
  const outfit = product.items[0]!;
  return [
    '/',
    '/products',
    `/products/${outfit.id}`,
    '/tailors',
    `/tailors/${outfit.tailorId}`,
    '/body-scan',
    '/profile',
    '/orders',
    `/orders/${orders[0]!.id}`,
    '/become-tailor',
    '/help',
    '/contact',
    '/size-guide',
    '/returns',
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-policy',
    '/rewards',
    '/no-such-page',
  ];
}

async function phoneOrDesktop(browser: Browser, project: string, width: number) {
  const device = project === 'phone' ? devices['Pixel 7'] : devices['Desktop Chrome'];
  return browser.newContext({
    ...device,
    viewport: { width, height: project === 'phone' ? 740 : 800 },
    screen: { width, height: project === 'phone' ? 740 : 800 },
  });
}

/** What does not fit: the page's own width, each tab strip, tab and select that is cut, and text past its box. */
function misfits(screenWidth: number) {
  const found: string[] = [];
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > screenWidth) found.push(`the page is ${pageWidth} px wide`);
  const name = (element: Element) => (element.textContent ?? '').trim().slice(0, 40);
  for (const strip of document.querySelectorAll('[role="tablist"]')) {
    if (strip.scrollWidth > strip.clientWidth) {
      found.push(
        `tab strip "${name(strip)}" needs ${strip.scrollWidth} of ${strip.clientWidth} px`,
      );
    }
  }
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    if (tab.scrollWidth > tab.clientWidth) found.push(`tab "${name(tab)}" is cut`);
  }
  // A select shows its chosen label only: a copy holding just that label, at its natural
  // width, is as wide as the label needs.
  for (const select of document.querySelectorAll('select')) {
    const copy = select.cloneNode(false) as HTMLSelectElement;
    copy.append(new Option(select.selectedOptions[0]?.text ?? ''));
    copy.style.width = 'auto';
    copy.style.minWidth = '0';
    copy.style.position = 'absolute';
    select.after(copy);
    const needed = copy.getBoundingClientRect().width;
    copy.remove();
    if (needed > select.getBoundingClientRect().width + 0.5) {
      found.push(`select "${select.selectedOptions[0]?.text}" is cut`);
    }
  }
  // Words that run out of the box that holds them (a label wider than its card). Boxes that
  // hide the excess on purpose (visually hidden labels, "…" truncation) are left out.
  for (const box of document.querySelectorAll('main *')) {
    const style = getComputedStyle(box);
    const ownText = [...box.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
    );
    if (!ownText || box.clientWidth <= 1 || style.textOverflow === 'ellipsis') continue;
    if (box.scrollWidth > box.clientWidth + 1) {
      found.push(`"${name(box)}" needs ${box.scrollWidth} of ${box.clientWidth} px`);
    }
  }
  return found;
}

test('no page scrolls sideways, and no tab, select or label is cut or runs out of its box', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name as keyof typeof widths;
  for (const width of widths[project]) {
    const context = await phoneOrDesktop(browser, project, width);
    const page = await context.newPage();
    for (const path of await routes(page)) {
      await page.goto(path);
      // Personal pages render in the browser: measure once their content, not a skeleton, is in.
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
      expect.soft(await page.evaluate(misfits, width), `${path} at ${width} px`).toEqual([]);
    }
    await context.close();
  }
});

/** The "·" and the pin with their gaps: the city starts no further than this from the name. */
const BESIDE = 40;

test('on an order card the tailor’s city follows the tailor’s name, never apart beside it', async ({
  browser,
}, testInfo) => {
  const project = testInfo.project.name as keyof typeof widths;
  for (const width of widths[project]) {
    const context = await phoneOrDesktop(browser, project, width);
    const page = await context.newPage();
    const orders = (await (await page.request.get('/api/users/user1/orders')).json()) as Order[];
    await page.goto('/orders');
    for (const order of orders) {
      // Earlier journeys may have ordered the same outfit again: the first card of it will do.
      const card = page.getByRole('article', { name: order.product.name }).first();
      const name = card.getByText(order.tailor.businessName, { exact: true });
      const city = card.getByText(order.tailor.location, { exact: true });
      // The name's last line of text, and the city (a "·" and a pin come before it).
      const [lastLine, cityBox] = await Promise.all([
        name.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const { top, bottom, left, right } = [...range.getClientRects()].at(-1)!;
          return { top, bottom, left, right };
        }),
        city.evaluate((element) => {
          const { top, bottom, left } = element.getBoundingClientRect();
          return { top, bottom, left };
        }),
      ]);
      const sameLine = Math.abs(
        (cityBox.top + cityBox.bottom) / 2 - (lastLine.top + lastLine.bottom) / 2,
      );
      const where = `${order.tailor.businessName} · ${order.tailor.location} at ${width} px`;
      if (sameLine < 4) {
        // Right after the name's last word: only the "·" and the pin between them.
        expect(cityBox.left - lastLine.right, where).toBeGreaterThanOrEqual(0);
        expect(cityBox.left - lastLine.right, where).toBeLessThan(BESIDE);
      } else {
        // Or at the start of the next line.
        expect(cityBox.top, where).toBeGreaterThanOrEqual(lastLine.bottom - 1);
        const nameStart = await name.evaluate((element) => element.getBoundingClientRect().left);
        expect(cityBox.left - nameStart, where).toBeLessThan(BESIDE);
      }
    }
    await context.close();
  }
});
