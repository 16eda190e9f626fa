import { expect, test } from '@playwright/test';
import { foldSearchText } from '../shared/search-text.ts';

const navLinks = [
  { name: 'Browse Outfits', path: '/products' },
  { name: 'Find Tailors', path: '/tailors' },
  { name: 'Body Scan', path: '/body-scan' },
  { name: 'Orders', path: '/orders' },
  { name: 'Rewards', path: '/rewards' },
];

const footerLinks: Record<string, [string, string][]> = {
  Shop: [
    ['Danshiki', '/products?category=Danshiki'],
    ['Agbada', '/products?category=Agbada'],
    ['Ankara', '/products?category=Ankara'],
    ['Senator', '/products?category=Senator'],
    ['Adire', '/products?category=Adire'],
    ['Lace', '/products?category=Lace'],
    ['Atiku', '/products?category=Atiku'],
    ['Aso-oke', '/products?category=Aso-oke'],
    ['Trendy Headwear', '/products?category=Trendy%20Headwear'],
    ['All Traditional Wear', '/products'],
  ],
  Services: [
    ['3D Body Scan', '/body-scan'],
    ['Find a Tailor', '/tailors'],
    ['Track Your Orders', '/orders'],
  ],
  Support: [
    ['Help Center', '/help'],
    ['Contact Us', '/contact'],
    ['Size Guide', '/size-guide'],
    ['Lifetime Fit Guarantee', '/returns'],
    ['Join our Master Network', '/become-tailor'],
  ],
  Legal: [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Cookie Policy', '/cookie-policy'],
  ],
};

test('a shopper moves around with the top navigation, which shows where they are', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const { name, path } of navLinks) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    // Only the current page is highlighted.
    for (const other of navLinks.filter((l) => l.name !== name)) {
      await expect(nav.getByRole('link', { name: other.name })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  }

  const avatar = page.getByRole('link', { name: 'Your profile' });
  await expect(avatar).toHaveText('AO');
  await avatar.click();
  await expect(page).toHaveURL('/profile');
  await expect(avatar).toHaveAttribute('aria-current', 'page');

  await page.getByRole('banner').getByRole('link', { name: 'Telo home' }).click();
  await expect(page).toHaveURL('/');
});

test('every control in the header is at least 44 px tall and wide', async ({ page }) => {
  await page.goto('/');
  const targets = [
    page.getByRole('banner').getByRole('link', { name: 'Telo home' }),
    page.getByRole('button', { name: 'Search outfits' }),
    page.getByRole('button', { name: /^Cart/ }),
    page.getByRole('link', { name: 'Your profile' }),
    ...navLinks.map(({ name }) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }),
    ),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box, `${await target.textContent()} is on the page`).not.toBeNull();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
  }
});

test('the header buttons stay where the server put them when the messages link arrives', async ({
  browser,
  page,
}) => {
  // The server's HTML, as painted before any script: the messages link is not known yet.
  const painted = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const plain = await painted.newPage();
  await plain.goto('/tailors');
  const search = (p: typeof page) => p.getByRole('button', { name: 'Search outfits' });
  const before = await search(plain).boundingBox();
  await painted.close();

  await page.goto('/tailors');
  await expect(page.getByRole('link', { name: 'Messages' })).toBeVisible();
  const after = await search(page).boundingBox();
  expect(before).not.toBeNull();
  // A search button that moved would put the messages link under a tap aimed at search.
  expect(after?.x).toBe(before?.x);
});

test('the footer links every shop category, service, support and legal page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [group, links] of Object.entries(footerLinks)) {
    const groupNav = footer.getByRole('navigation', { name: group });
    await expect(groupNav.getByRole('link')).toHaveCount(links.length);
    for (const [name, href] of links) {
      await expect(groupNav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  }
  await expect(footer).toContainText('© 2025 Telo');
  // Social channels are labelled placeholders, never links to another site.
  for (const network of ['Instagram', 'Facebook', 'X', 'WhatsApp']) {
    await expect(
      footer.getByRole('img', { name: `Telo on ${network} (coming soon)` }),
    ).toBeVisible();
  }
  await expect(page.locator('a[href^="http"]')).toHaveCount(0);

  // A footer link opens its page at the top.
  await footer.getByRole('link', { name: 'Join our Master Network' }).click();
  await expect(page).toHaveURL('/become-tailor');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the browser tab shows Telo's icon, a picture the browser only has to decode", async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  const icon = await page.request.get(href!);
  expect(icon.status()).toBe(200);
  // Not an SVG: Chromium opens an SVG favicon as a document of its own on the page's thread.
  expect(icon.headers()['content-type']).toBe('image/png');
  const size = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, href!);
  expect(size).toEqual([64, 64]);
});

test('an unknown address shows the 404 page inside the shell', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the search button finds outfits matching what the shopper types', async ({
  page,
  request,
}) => {
  await page.goto('/tailors');
  const searchButton = page.getByRole('button', { name: 'Search outfits' });

  // Escape closes the box and gives focus back to the button.
  await searchButton.click();
  await expect(page.getByRole('searchbox', { name: 'Search outfits' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('searchbox', { name: 'Search outfits' })).toBeHidden();
  await expect(searchButton).toBeFocused();

  await searchButton.click();
  await page.getByRole('searchbox', { name: 'Search outfits' }).fill('Agbada');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/products?q=Agbada');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Agbada');

  type Product = {
    name: string;
    description: string;
    category: string;
    tailor: { businessName: string };
  };
  const all: Product[] = await (await request.get('/api/products')).json();
  // Name, description, category or tailor's business name (issue 17), folded as the server does.
  const expected = all.filter((p) =>
    [p.name, p.description, p.category, p.tailor.businessName].some((field) =>
      foldSearchText(field).includes('agbada'),
    ),
  );
  expect(expected.length).toBeGreaterThan(0);
  await expect(page.getByRole('article')).toHaveCount(expected.length);
  await expect(
    page.getByText(`Showing ${expected.length} of ${all.length} products`),
  ).toBeVisible();
});
