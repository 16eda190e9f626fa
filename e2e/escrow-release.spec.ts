import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { splitEarnings } from '../shared/commission.ts';
import { formatNairaExact, fromKobo, toKobo } from '../shared/money.ts';
import type { OutboxEntry } from '../shared/schemas/account.ts';
import type { CheckoutStarted, OrderListItem } from '../shared/schemas/checkout.ts';
import type { FitClaim } from '../shared/schemas/fit-claims.ts';
import type { PayoutsOverview } from '../shared/schemas/payouts.ts';
import type { Product } from '../shared/schemas/product.ts';
import type { Tailor } from '../shared/schemas/tailor.ts';
import type { UploadedPhoto } from '../shared/uploads.ts';
import { formatDate } from '../shared/dates.ts';
import { samplePhoto } from '../test/photos.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { demoTailor, LIVE_BASE_URL, newPhoneNumber, signInThroughApi } from './support/accounts.ts';
import { plausibleMeasurements } from './support/delivered-order.ts';

/**
 * Money held until it is earned (issue 28), on the live-mode server at 360 px: a shopper with
 * store credit (from a fit claim her tailor could not fix) pays the rest of her next order by
 * card, cancels it and reads where each part goes back, pays again; the tailor makes and delivers it; the delivered text's link opens the order page, where
 * "I've received it" releases the tailor's payment, which her Payouts tab then counts to the kobo.
 * The tailor is a seeded one no other journey signs in to (Kofar Mata Dyeworks).
 */
test.use({ baseURL: LIVE_BASE_URL, viewport: { width: 360, height: 780 } });

const TAILOR = demoTailor('Kofar Mata Dyeworks');
/** The server's defaults (TELO_COMMISSION_PERCENT, TAILOR_ADVANCE_PERCENT), which the suite keeps. */
const COMMISSION_BASIS_POINTS = 1000;
const ADVANCE_PERCENT = 30;

async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Accept, then every step to delivered, as the tailor's workspace sends them (pickup), with the
 * shopper's "Looks right" on the ready photo before it may be collected (issue 29).
 */
async function makeAndDeliver(
  tailor: APIRequestContext,
  shopper: APIRequestContext,
  orderId: string,
) {
  const order = `/api/tailor/orders/${orderId}`;
  await ok(tailor.post(`${order}/accept`, { data: {} }));
  for (const stage of ['cutting', 'sewing']) {
    await ok(tailor.post(`${order}/stage`, { data: { stage } }));
  }
  const photo = await ok<UploadedPhoto>(
    tailor.post('/api/uploads', {
      data: await samplePhoto('jpeg', 600, 600),
      headers: { 'Content-Type': 'image/jpeg' },
    }),
  );
  await ok(tailor.post(`${order}/stage`, { data: { stage: 'ready', photoUrl: photo.url } }));
  await ok(shopper.post(`/api/orders/${orderId}/approve`, { data: {} }));
  await ok(tailor.post(`${order}/stage`, { data: { stage: 'ready_for_pickup' } }));
  await ok(tailor.post(`${order}/stage`, { data: { stage: 'delivered' } }));
}

/** What she has been given so far: available, on its way and paid out (payouts move it between them). */
const earnedSoFar = (o: PayoutsOverview) => o.availableKobo + o.onTheWayKobo + o.paidKobo;

/** A figure of the Payouts tab, in kobo ("₦1,234.50" → 123450). */
async function figureKobo(page: Page, label: string) {
  const text = await page
    .getByRole('region', { name: 'Your money' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
  return toKobo(Number(text.replace(/[₦,]/g, '')));
}

test('credit + card, delivered, "I\'ve received it": the tailor\'s Payouts tab shows the release to the kobo', async ({
  browser,
}, testInfo) => {
  test.slow();
  const tailor = await browser.newContext({ baseURL: LIVE_BASE_URL });
  await signInThroughApi(tailor.request, TAILOR.phone, TAILOR.owner);
  const business = await ok<Tailor>(tailor.request.get('/api/tailor/me'));
  const outfits = (await ok<Product[]>(tailor.request.get(`/api/tailors/${business.id}/products`)))
    .filter((p) => p.price > 20000)
    .sort((a, b) => a.price - b.price);
  const outfit = outfits[0]!;

  // A new shopper's first order: paid by card, delivered, and a minor fit problem the tailor
  // cannot fix, which gives her ₦15,000 of Telo credit.
  const shopper = await browser.newContext({ baseURL: LIVE_BASE_URL });
  const phone = newPhoneNumber();
  const userId = await signInThroughApi(shopper.request, phone, 'Hauwa Bello');
  await ok(
    shopper.request.post('/api/measurements', {
      data: { unit: 'inches', ...plausibleMeasurements },
    }),
  );
  const pickupCheckout = { items: [{ productId: outfit.id }], delivery: { kind: 'pickup' } };
  await ok(shopper.request.post('/api/cart', { data: { productId: outfit.id, quantity: 1 } }));
  const first = await ok<CheckoutStarted>(
    shopper.request.post('/api/checkout', { data: pickupCheckout }),
  );
  expect(
    (await shopper.request.post(first.authorizationUrl, { form: { outcome: 'success' } })).ok(),
  ).toBe(true);
  await makeAndDeliver(tailor.request, shopper.request, first.orderIds[0]!);
  const claim = await ok<FitClaim>(
    shopper.request.post('/api/fit-claims', {
      data: {
        orderId: first.orderIds[0],
        garment: outfit.name,
        problem: 'The waist is two inches too wide.',
        severity: 'minor',
      },
    }),
  );
  await ok(
    tailor.request.post(`/api/fit-claims/${claim.id}/answer`, { data: { answer: 'cannot_fix' } }),
  );
  const credit = await ok<{ balance: number }>(
    shopper.request.get(`/api/users/${userId}/store-credit`),
  );
  expect(credit.balance).toBe(15000);

  // The next order, in the browser: the credit comes off and the card pays the rest.
  const page = await shopper.newPage();
  const dueText = formatNairaExact(outfit.price - 15000);
  async function payWithCreditAndCard() {
    await ok(shopper.request.post('/api/cart', { data: { productId: outfit.id, quantity: 1 } }));
    await page.goto('/checkout');
    await page.getByLabel('Pick up from the tailor').check();
    await expect(page.getByTestId('checkout-credit')).toHaveText(/−₦15,000/);
    await expect(page.getByTestId('checkout-amount-due')).toHaveText(dueText);
    await page.getByRole('button', { name: `Pay ${dueText}` }).click();
    await expect(page).toHaveURL(/\/dev\/paystack\/checkout\//);
    await page.getByRole('button', { name: /Pay with test card \(successful\)/ }).click();
    await expect(
      page.getByText(
        `Thank you! You paid ${dueText} by card through Paystack + ₦15,000 Telo credit for 1 order.`,
        { exact: false },
      ),
    ).toBeVisible();
    const [newest] = await ok<OrderListItem[]>(shopper.request.get(`/api/users/${userId}/orders`));
    return newest!;
  }

  // She cancels it before the tailor accepts: each part goes back where it came from.
  const cancelled = await payWithCreditAndCard();
  await page.goto(`/orders/${cancelled.id}`);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByRole('group', { name: 'Cancel this order?' })).toContainText(
    `${dueText} back to your card through Paystack; ₦15,000 back to your Telo credit.`,
  );
  await page.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Order cancelled', { exact: true })).toBeVisible();
  await expect(notifications).toContainText('₦15,000 back to your Telo credit');
  const creditBack = await ok<{ balance: number }>(
    shopper.request.get(`/api/users/${userId}/store-credit`),
  );
  expect(creditBack.balance).toBe(15000);

  // Again, and this time she keeps it.
  const second = await payWithCreditAndCard();
  expect(second.id).not.toBe(cancelled.id);

  // The tailor makes and delivers it; what she has been given so far, before the release.
  await makeAndDeliver(tailor.request, shopper.request, second.id);
  const before = earnedSoFar(await ok<PayoutsOverview>(tailor.request.get('/api/tailor/payouts')));

  // The delivered text links to the order page, where she confirms receiving it.
  const outbox = await ok<OutboxEntry[]>(shopper.request.get('/api/dev/outbox'));
  const delivered = outbox.find((m) => m.to === phone.e164 && m.body.includes('is delivered'));
  const link = /(https?:\/\/\S+\/orders\/[\w-]+)$/.exec(delivered?.body ?? '')?.[1];
  expect(link, delivered?.body).toBe(`${LIVE_BASE_URL}/orders/${second.id}`);
  await page.goto(link!);
  await expect(
    page.getByText(/^The tailor is paid on \d+ \w+ \d{4} unless you report a fit problem\.$/),
  ).toBeVisible();
  await expect(page.getByText(/This releases the tailor's payment/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'order-received-button');
  await page.getByRole('button', { name: "I've received it" }).click();
  const today = formatDate(new Date().toISOString());
  await expect(page.getByText('You confirmed receiving this order.')).toBeVisible();
  await expect(page.getByText(`Payment released to the tailor on ${today}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: "I've received it" })).toHaveCount(0);
  await shopper.close();

  // Her Payouts tab: the order released today, and what she has been given grows by exactly
  // its earnings less the advance she had when she started cutting.
  const { earningsKobo } = splitEarnings(toKobo(outfit.price), COMMISSION_BASIS_POINTS);
  const releasedKobo = earningsKobo - Math.floor((earningsKobo * ADVANCE_PERCENT) / 100);
  const workspace = await tailor.newPage();
  await expect(async () => {
    await workspace.goto('/dashboard?tab=payouts');
    const row = workspace
      .getByRole('region', { name: 'Your paid orders' })
      .getByRole('listitem')
      .filter({ hasText: `Order #${second.id.slice(0, 8)}` });
    await expect(row).toContainText(`Released on ${today}`, { timeout: 2000 });
    await expect(row).toContainText(formatNairaExact(fromKobo(earningsKobo)));
    await expect(row).not.toContainText('Held');
    const shown =
      (await figureKobo(workspace, 'Available')) +
      (await figureKobo(workspace, 'On its way')) +
      (await figureKobo(workspace, 'Paid out'));
    expect(shown).toBe(before + releasedKobo);
  }).toPass({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(workspace);
  await saveScreenshot(workspace, testInfo, 'payouts-after-release');
  await tailor.close();
});
