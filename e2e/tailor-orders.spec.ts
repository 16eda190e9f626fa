import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { measurementFields } from '../shared/catalog.ts';
import type { OutboxEntry } from '../shared/schemas/account.ts';
import type { CheckoutStarted, OrderDetail } from '../shared/schemas/checkout.ts';
import { samplePhoto } from '../test/photos.ts';
import { demoTailor, latestCode, newPhoneNumber, signInThroughApi } from './support/accounts.ts';
import { keptSession } from './support/kept-session.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { plausibleMeasurements } from './support/delivered-order.ts';

/**
 * Issue 14: a shopper pays for an outfit; its tailor (a demo tailor, signed in with the code
 * from the development outbox) accepts it in the workspace and moves it through every stage,
 * with a photo when it is ready; the shopper follows each step on the order's page.
 * Each project signs in as a tailor of its own (a number gets one code a minute).
 */
const TAILOR_PHONES = { phone: '+2348010000124', desktop: '+2348010000125' } as const;
const SHOPPER_PHONE = '+2348010000001';

/** Signs the context of `request` in as the owner of a demo number (no name step: it has one). */
async function signInAs(request: APIRequestContext, phone: string) {
  expect((await request.post('/api/auth/code', { data: { destination: phone } })).status()).toBe(
    202,
  );
  const code = await latestCode(request, phone);
  expect(
    (await request.post('/api/auth/verify', { data: { destination: phone, code } })).status(),
  ).toBe(200);
}

/** The demo shopper checks out `productId` for delivery to Lagos and pays on the simulator. */
async function shopperPays(page: Page, request: APIRequestContext, productId: string) {
  expect((await request.delete('/api/users/user1/cart')).status()).toBe(204);
  const saved = await (await request.get('/api/users/user1/measurements')).json();
  if (!saved)
    expect(
      (
        await request.post('/api/measurements', {
          data: { userId: 'user1', unit: 'inches', ...plausibleMeasurements },
        })
      ).ok(),
    ).toBe(true);
  expect(
    (await request.post('/api/cart', { data: { userId: 'user1', productId, quantity: 1 } })).ok(),
  ).toBe(true);
  const started = await request.post('/api/checkout', {
    data: {
      items: [{ productId, notes: 'Gold embroidery on the cuffs' }],
      delivery: {
        kind: 'delivery',
        address: {
          name: 'Adaeze Okafor',
          phone: '0803 123 4567',
          street: '12 Admiralty Way',
          city: 'Lekki',
          state: 'Lagos',
        },
      },
    },
  });
  expect(started.status()).toBe(201);
  const { authorizationUrl, orderIds } = (await started.json()) as CheckoutStarted;
  await page.goto(authorizationUrl);
  await page.getByRole('button', { name: /Pay with test card \(successful\)/ }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  return orderIds[0]!;
}

test('a tailor accepts a paid order, makes it stage by stage, and the shopper sees every step', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // A long story with two browsers (shopper and tailor): more time than a one-page check.
  test.setTimeout(90_000);
  // The demo shopper is nobody's tailor: the workspace asks them to sign in as one.
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Sign in as a tailor to open your workspace' }),
  ).toBeVisible();

  // The tailor signs in (in a browser of their own) and we learn which outfits are theirs.
  const tailorPhone = TAILOR_PHONES[testInfo.project.name as keyof typeof TAILOR_PHONES];
  const tailorContext = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
  });
  const tailor = await tailorContext.newPage();
  await signInAs(tailorContext.request, tailorPhone);
  const me = (await (await tailorContext.request.get('/api/tailor/me')).json()) as {
    id: string;
    businessName: string;
  };
  const outfits = (await (await request.get(`/api/tailors/${me.id}/products`)).json()) as {
    id: string;
    name: string;
  }[];
  const outfit = outfits[0]!;

  const orderId = await shopperPays(page, request, outfit.id);
  const number = orderId.slice(0, 8);

  await tailor.goto('/dashboard');
  await expect(tailor.getByRole('heading', { name: 'Your workspace' })).toBeVisible();
  await expect(tailor.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
  const card = tailor.getByRole('article', { name: `${outfit.name}, order #${number}` });
  await expect(card).toContainText('Waiting for you');
  await expect(card).toContainText('for Adaeze');
  await expect(card).toContainText('Gold embroidery on the cuffs');
  await expect(card).toContainText('Deliver to Adaeze Okafor, 12 Admiralty Way, Lekki, Lagos');
  const sheet = card.getByRole('region', { name: 'Cutting sheet' });
  for (const { label } of measurementFields) await expect(sheet).toContainText(label);
  await expect(card).toContainText('Accept by');
  await expect(card.getByRole('button', { name: 'Print cutting sheet' })).toBeVisible();
  await expectNoSeriousA11yViolations(tailor);
  await saveScreenshot(tailor, testInfo, 'dashboard-orders');
  if (testInfo.project.name === 'phone') {
    // Mobile first: a tailor runs the workspace from a 360 px phone without sideways panning.
    await tailor.setViewportSize({ width: 360, height: 780 });
    expect(await tailor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  }

  await card.getByRole('button', { name: 'Accept order' }).click();
  await expect(card).toContainText('Accepted');
  await card.getByRole('button', { name: 'Start cutting' }).click();
  await expect(card.getByRole('button', { name: 'Start sewing' })).toBeVisible();
  await card.getByRole('button', { name: 'Start sewing' }).click();

  // Ready needs a photo of the finished outfit.
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(card).toContainText('A photo of the finished outfit is required');
  await card.getByLabel('Photo of the finished outfit').setInputFiles({
    name: 'finished-agbada.jpg',
    mimeType: 'image/jpeg',
    buffer: await samplePhoto('jpeg', 900, 900),
  });
  await expect(card.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await card.getByRole('button', { name: 'Mark ready' }).click();

  await card.getByLabel('Courier').fill('GIG Logistics');
  await card.getByLabel('Tracking note').fill('Waybill GIG-55120, arrives Thursday');
  await card.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(card).toContainText('Sent with');
  await card.getByRole('button', { name: 'Mark delivered' }).click();
  // Finished (issue 29): it leaves the open orders for the first line of Finished, which reads
  // how it ended, and opens to its whole card on a tap.
  const finished = tailor.getByRole('region', { name: 'Finished' });
  const line = finished.locator('summary').filter({ hasText: `#${number}` });
  await expect(line).toContainText(outfit.name);
  await expect(line).toContainText('Delivered');
  await expect(card).toBeHidden();
  await line.click();
  await expect(card).toBeVisible();
  await expect(card).toContainText('GIG Logistics: Waybill GIG-55120, arrives Thursday');
  await tailorContext.close();

  // The shopper's order page shows every step with its date, the photo and the courier's note.
  await page.goto(`/orders/${orderId}`);
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  for (const step of [
    'Order placed',
    'Payment received',
    'Accepted by your tailor',
    'Fabric being cut',
    'Being sewn',
    'Outfit ready',
    'Dispatched',
    'Delivered',
  ])
    await expect(timeline.getByText(step, { exact: true })).toBeVisible();
  await expect(timeline.locator('time')).toHaveCount(8);
  await expect(timeline).toContainText('GIG Logistics: Waybill GIG-55120, arrives Thursday');
  await expect(
    timeline.getByRole('img', { name: 'The finished outfit, photographed by your tailor' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'order-made');

  // The spec's order list calls it completed, and each step was texted to the shopper.
  await page.goto('/orders?status=completed');
  await expect(page.getByRole('article').filter({ hasText: `Order #${number}` })).toContainText(
    'Completed',
  );
  const detail = (await (await request.get(`/api/orders/${orderId}`)).json()) as OrderDetail;
  expect(detail.status).toBe('completed');
  const listed = (await (await request.get('/api/users/user1/orders')).json()) as OrderDetail[];
  expect(listed.find((o) => o.id === orderId)?.status).toBe('completed');
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as OutboxEntry[];
  const texts = outbox.filter((m) => m.to === SHOPPER_PHONE).map((m) => m.body);
  for (const words of ['accepted your order', 'is ready', 'on its way', 'is delivered'])
    expect(
      texts.some((t) => t.includes(`#${number}`) && t.includes(words)),
      words,
    ).toBe(true);
});

test('a seeded tailor carries on her order in progress, and her Finished orders come a page at a time, one line each', async ({
  browser,
}, testInfo) => {
  // Adunni Couture (seeded): an order in progress (#3d20add5) and some thirty finished ones.
  const adunni = demoTailor('Adunni Couture');
  const context = await browser.newContext({
    storageState: await keptSession(browser, adunni.phone, adunni.owner, 'tailor'),
    viewport: { width: 360, height: 780 },
  });
  const tailor = await context.newPage();
  await tailor.goto('/dashboard');
  const making = tailor.getByRole('region', { name: 'In progress' });
  const seeded = making.getByRole('article').filter({ hasText: '#3d20add5' });
  await expect(seeded).toBeVisible();
  // Not stuck at "Accepted": it stands where its timeline says, with its next step offered.
  await expect(seeded).not.toContainText('Accepted');
  const next = seeded.getByRole('button', { name: /^(Start sewing|Mark ready)$/ });
  await expect(next).toBeVisible();
  if (testInfo.project.name === 'phone' && (await next.textContent()) === 'Start sewing') {
    await next.click();
    await expect(seeded.getByRole('button', { name: 'Mark ready' })).toBeVisible();
  }

  const finished = tailor.getByRole('region', { name: 'Finished' });
  await expect(finished.getByRole('status')).toContainText(/\d+ finished orders, newest first/);
  const lines = finished.locator('summary');
  await expect(lines).toHaveCount(10);
  // One line each, saying how it ended; no cutting sheet until one is opened.
  await expect(finished.getByRole('region', { name: 'Cutting sheet' })).toHaveCount(0);
  await expect(lines.first()).toContainText(/Delivered|Cancelled|Declined|Collected|Completed/);
  await expect(finished).not.toContainText('Accepted');
  const box = await lines.first().boundingBox();
  expect(box!.height).toBeLessThan(60);
  await lines.first().click();
  await expect(finished.getByRole('region', { name: 'Cutting sheet' })).toHaveCount(1);
  const pager = finished.getByRole('navigation', { name: 'Finished order pages' });
  await expect(pager).toContainText(/Page 1 of \d+/);
  const firstOnPage1 = await lines.first().textContent();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(/Page 2 of \d+/);
  await expect(lines.first()).not.toHaveText(firstOnPage1!);
  expect(await tailor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await expectNoSeriousA11yViolations(tailor);
  await saveScreenshot(tailor, testInfo, 'dashboard-finished');
  await context.close();
});

test('a signed-in account that is not a tailor’s is told the workspace is for tailors', async ({
  page,
}) => {
  await signInThroughApi(page.context().request, newPhoneNumber(), 'Bola Adeyemi');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'This workspace is for tailors' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Join our Master Network' })).toHaveAttribute(
    'href',
    '/become-tailor',
  );
});
