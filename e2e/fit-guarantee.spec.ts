import { expect, test, type Browser } from '@playwright/test';
import { measurementFields } from '../shared/catalog.ts';
import { formatNairaExact } from '../shared/money.ts';
import type { Product } from '../shared/schemas/product.ts';
import type { Tailor } from '../shared/schemas/tailor.ts';
import { measurements, orderEvents, orders } from '../server/db/schema/index.ts';
import { samplePhoto } from '../test/photos.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { newPhoneNumber, signInThroughApi } from './support/accounts.ts';
import { startOwnServer } from './support/own-server.ts';

/**
 * The Lifetime Fit Guarantee (issue 15), end to end: a shopper reports a fit problem on an order
 * delivered three days ago, the tailor cannot fix it, Telo's store credit lands on the account
 * and pays part of the next checkout. No route of Telo delivers an order yet (production stages,
 * issue 14), so this journey runs on a server of its own whose database the test can write: the
 * delivered order is written there, as the server tests do; everything else goes through the
 * browser.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => server?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const ADUNNI_PHONE = { typed: '08010000101', e164: '+2348010000101' };

async function signedInPage(
  browser: Browser,
  phone: { typed: string; e164: string },
  name: string,
) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const userId = await signInThroughApi(context.request, phone, name);
  return { context, page: await context.newPage(), userId };
}

test('a fit claim ends in store credit that pays part of the next checkout', async ({
  browser,
}, testInfo) => {
  const api = await browser.newContext({ baseURL: server.baseURL });
  const tailors = (await (await api.request.get('/api/tailors')).json()) as Tailor[];
  const adunni = tailors.find((t) => t.businessName === 'Adunni Couture')!;
  const portfolio = (await (
    await api.request.get(`/api/tailors/${adunni.id}/products`)
  ).json()) as Product[];
  const delivered = portfolio.find((p) => p.price > 30000)!;
  const { items } = (await (await api.request.get('/api/products?sort=name&limit=48')).json()) as {
    items: Product[];
  };
  const next = items.find((p) => p.price > 40000 && p.id !== delivered.id)!;
  await api.close();

  // A new shopper with measurements and an outfit delivered three days ago.
  const shopper = await signedInPage(browser, newPhoneNumber(), 'Ngozi Adeyemi');
  const deliveredAt = new Date(Date.now() - 3 * DAY_MS);
  const [order] = await server.db
    .insert(orders)
    .values({
      userId: shopper.userId,
      tailorId: delivered.tailorId,
      productId: delivered.id,
      measurements: { unit: 'inches', chest: 42 },
      status: 'completed',
      paymentState: 'paid',
      totalAmount: delivered.price,
      createdAt: new Date(deliveredAt.getTime() - 20 * DAY_MS),
      updatedAt: deliveredAt,
    })
    .returning();
  await server.db
    .insert(orderEvents)
    .values({ orderId: order!.id, kind: 'completed', at: deliveredAt });
  await server.db.insert(measurements).values({
    userId: shopper.userId,
    ...Object.fromEntries(
      measurementFields.map(({ key, inches: [lo, hi] }) => [key, (lo + hi) / 2]),
    ),
  });

  // The shopper reports it from the order's page, with a photo.
  const { page } = shopper;
  await page.goto(`/orders/${order!.id}`);
  await page.getByRole('link', { name: 'Report a fit problem' }).click();
  await expect(page.getByRole('heading', { name: 'Report a fit problem', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Which garment')).toHaveValue(delivered.name);
  await page.getByLabel('What is wrong').fill('The shoulders are three inches too narrow.');
  await page.getByLabel(/Major adjustment/).check();
  await page.getByLabel('Photos of you wearing it').setInputFiles({
    name: 'fit.jpg',
    mimeType: 'image/jpeg',
    buffer: await samplePhoto('jpeg', 600, 450),
  });
  await expect(
    page.getByRole('list', { name: 'Photos of you wearing it: chosen' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Report fit problem' }).click();
  await expect(page).toHaveURL(/\/claims\/[\w-]+$/);
  const claimUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Waiting for the tailor')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    'Fit problem reported',
  );
  await saveScreenshot(page, testInfo, 'fit-claim-reported');

  // The tailor cannot fix it: Telo credits the major adjustment's ₦30,000.
  const tailor = await signedInPage(browser, ADUNNI_PHONE, 'Adunni Bello');
  await tailor.page.goto(claimUrl);
  await expect(tailor.page.getByText('The shoulders are three inches too narrow.')).toBeVisible();
  await tailor.page.getByLabel('Your answer').selectOption('cannot_fix');
  await tailor.page.getByRole('button', { name: 'Send answer' }).click();
  await expect(tailor.page.getByText('Store credit issued: ₦30,000')).toBeVisible();
  await tailor.context.close();

  // Both sides see the same timeline; the shopper's profile shows the credit.
  await page.reload();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('The tailor cannot fix it');
  await expect(timeline).toContainText('Store credit issued');
  await page.goto('/profile');
  await expect(page.getByTestId('store-credit')).toContainText('₦30,000');

  // The next checkout: the credit comes off and Paystack is asked for the rest.
  expect(
    (await page.request.post('/api/cart', { data: { productId: next.id, quantity: 1 } })).ok(),
  ).toBe(true);
  await page.goto('/checkout');
  await page.getByLabel('Pick up from the tailor').check();
  await expect(page.getByTestId('checkout-credit')).toHaveText(/−₦30,000/);
  const due = next.price - 30000;
  const dueText = formatNairaExact(due);
  await expect(page.getByTestId('checkout-amount-due')).toHaveText(dueText);
  await saveScreenshot(page, testInfo, 'checkout-with-credit');
  await page.getByRole('button', { name: `Pay ${dueText}` }).click();
  await expect(page).toHaveURL(/\/dev\/paystack\/checkout\//);
  await expect(page.getByText(dueText).first()).toBeVisible();
  await page.getByRole('button', { name: /Pay with test card \(successful\)/ }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?reference=/);
  await expect(
    page.getByText(`Thank you! ${dueText} paid for 1 order.`, { exact: false }),
  ).toBeVisible();
  const credit = await (await page.request.get(`/api/users/${shopper.userId}/store-credit`)).json();
  expect(credit.balance).toBe(0);
  await shopper.context.close();
});
