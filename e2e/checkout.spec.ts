import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { measurementFields } from '../shared/catalog.ts';
import type { OutboxEntry } from '../shared/schemas/account.ts';
import type { CheckoutQuote, OrderDetail, PaymentStatus } from '../shared/schemas/checkout.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';

type Product = { id: string; name: string; tailorId: string; tailor: { businessName: string } };

const naira = (n: number) =>
  new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    maximumFractionDigits: 0,
  }).format(n);

/** A plausible body: the middle of each measurement's range, in inches. */
const measurements = Object.fromEntries(
  measurementFields.map(({ key, inches: [low, high] }) => [
    key,
    String(Math.round((low + high) / 2)),
  ]),
);

let outfits: [Product, Product];

test.beforeAll(async ({ request }) => {
  // Two outfits from two different tailors.
  const { items } = (await (await request.get('/api/products?sort=name&limit=24')).json()) as {
    items: Product[];
  };
  const first = items[0]!;
  outfits = [first, items.find((p) => p.tailorId !== first.tailorId)!];
});

// Every test acts for the demo shopper: each starts from an empty cart with measurements saved.
test.beforeEach(async ({ request }) => {
  expect((await request.delete('/api/users/user1/cart')).status()).toBe(204);
  const saved = await (await request.get('/api/users/user1/measurements')).json();
  if (!saved)
    expect(
      (
        await request.post('/api/measurements', {
          data: { userId: 'user1', unit: 'inches', ...measurements },
        })
      ).ok(),
    ).toBe(true);
});

async function addToCart(page: Page, product: Product) {
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart - Custom Order' }).click();
  await expect(page.getByText(`${product.name} has been added to your cart`)).toBeVisible();
}

const cartIds = async (request: APIRequestContext) =>
  ((await (await request.get('/api/users/user1/cart')).json()) as { productId: string }[])
    .map((i) => i.productId)
    .sort();

/** From the cart sheet to the checkout page, with a Lagos address typed in; gives the total. */
async function checkOutToLagos(page: Page, request: APIRequestContext, products: Product[]) {
  await page.getByRole('button', { name: /^Cart/ }).click();
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  for (const product of products)
    await expect(page.getByRole('article', { name: product.name })).toContainText(
      `by ${product.tailor.businessName}`,
    );
  await page.getByLabel('Full name').fill('Adaeze Okafor');
  await page.getByLabel('Phone number').fill('0803 123 4567');
  await page.getByLabel('Street address').fill('12 Admiralty Way');
  await page.getByLabel('City').fill('Lekki');
  await page.getByLabel('State').selectOption('Lagos');

  // The total on the Pay button is the server's quote for exactly these choices.
  const quote = (await (
    await request.post('/api/checkout/quote', {
      data: {
        items: products.map((p) => ({ productId: p.id, neededBy: null })),
        delivery: { kind: 'delivery', state: 'Lagos' },
      },
    })
  ).json()) as CheckoutQuote;
  const pay = page.getByRole('button', { name: `Pay ${naira(quote.total)}` });
  await expect(pay).toBeEnabled();
  return { quote, pay };
}

/** On the simulator's hosted page, chooses one of Paystack's test outcomes. */
async function payOnSimulator(page: Page, choice: RegExp) {
  await expect(page).toHaveURL(/\/dev\/paystack\/checkout\//);
  await page.getByRole('button', { name: choice }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?reference=/);
}

const referenceOf = (page: Page) => new URL(page.url()).searchParams.get('reference')!;

test('two outfits from two tailors: checkout with a Lagos address, pay by card, see both orders paid', async ({
  page,
  request,
}, testInfo) => {
  for (const product of outfits) await addToCart(page, product);
  const { quote, pay } = await checkOutToLagos(page, request, outfits);
  // The measurements every order carries are shown before paying.
  const sent = page.getByRole('region', { name: 'Measurements sent with each order' });
  await expect(sent.getByText('Chest', { exact: true })).toBeVisible();
  await page
    .getByLabel('Notes for the tailor (optional)')
    .first()
    .fill('Gold embroidery on the cuffs');
  await expect(page.getByTestId('checkout-total')).toHaveText(naira(quote.total));
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'checkout');
  if (testInfo.project.name === 'phone') {
    // Mobile first: nothing sticks out sideways on a 360 px phone.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  }

  await pay.click();
  await payOnSimulator(page, /Pay with test card \(successful\)/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const paidList = page.getByRole('region', { name: 'Your paid orders' }).getByRole('listitem');
  await expect(paidList).toHaveCount(2);
  for (const product of outfits)
    await expect(paidList.filter({ hasText: product.name })).toContainText('Paid');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'checkout-complete');

  const payment = (await (
    await request.get(`/api/payments/${referenceOf(page)}`)
  ).json()) as PaymentStatus;
  expect(payment.state).toBe('success');
  expect(payment.orders.map((o) => o.paymentState)).toEqual(['paid', 'paid']);
  // The cart empties of what was ordered.
  expect(await cartIds(request)).toEqual([]);

  // Each tailor is told of the new order through the outbox: the tailor's own text (the
  // shopper's receipt names the outfits too), naming the order and the outfit.
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as OutboxEntry[];
      return payment.orders.filter((order) =>
        outbox.some((m) =>
          m.body.startsWith(`Telo: new paid order #${order.id.slice(0, 8)}, ${order.product.name}`),
        ),
      ).length;
    })
    .toBe(2);

  // /orders shows both as paid; /orders/{id} the timeline, delivery, payment and receipt.
  await page.goto('/orders');
  for (const order of payment.orders) {
    const card = page.getByRole('article').filter({ hasText: `Order #${order.id.slice(0, 8)}` });
    await expect(card).toContainText('Pending');
    await expect(card).toContainText(
      'Your order has been received and is being reviewed by the tailor',
    );
    await expect(card).toContainText('Paid');
  }
  const first = payment.orders.find((o) => o.productId === outfits[0].id)!;
  await page
    .getByRole('article')
    .filter({ hasText: `Order #${first.id.slice(0, 8)}` })
    .getByRole('link', { name: /View Order Details/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/${first.id}$`));
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText('Order placed');
  await expect(timeline).toContainText('Payment received');
  await expect(page.getByText('12 Admiralty Way')).toBeVisible();
  await expect(page.getByText('Gold embroidery on the cuffs')).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('Order total');
  await expect(receipt).toContainText(`${naira(first.totalAmount)} by card through Paystack`);
  await expect(
    page.getByRole('heading', { name: 'Measurements for this order' }).locator('..'),
  ).toContainText('Chest');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'order-detail-paid');
});

test('a declined card and an abandoned payment leave nothing paid and the cart as it was; Pay now pays later', async ({
  page,
  request,
}, testInfo) => {
  await addToCart(page, outfits[1]);
  const { pay } = await checkOutToLagos(page, request, [outfits[1]]);
  await pay.click();
  await payOnSimulator(page, /Pay with test card \(declined\)/);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText(/your cart is as you left it/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-declined');
  let payment = (await (
    await request.get(`/api/payments/${referenceOf(page)}`)
  ).json()) as PaymentStatus;
  expect(payment.orders.map((o) => o.paymentState)).toEqual(['unpaid']);
  expect(await cartIds(request)).toEqual([outfits[1].id]);

  // Try again pays the same order under a new reference; this time the shopper walks away.
  const declinedReference = referenceOf(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await payOnSimulator(page, /Cancel payment/);
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  expect(referenceOf(page)).not.toBe(declinedReference);
  payment = (await (
    await request.get(`/api/payments/${referenceOf(page)}`)
  ).json()) as PaymentStatus;
  expect(payment.orders.map((o) => o.paymentState)).toEqual(['unpaid']);
  expect(await cartIds(request)).toEqual([outfits[1].id]);

  // The order waits in /orders with a way to pay.
  await page.goto('/orders');
  const card = page
    .getByRole('article')
    .filter({ hasText: `Order #${payment.orders[0]!.id.slice(0, 8)}` });
  await expect(card).toContainText('Awaiting payment');

  // Pay now pays that same order; the cart then empties of it.
  await card.getByRole('button', { name: /Pay now/ }).click();
  await payOnSimulator(page, /Pay with test card \(successful\)/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  payment = (await (
    await request.get(`/api/payments/${referenceOf(page)}`)
  ).json()) as PaymentStatus;
  expect(payment.orders.map((o) => o.paymentState)).toEqual(['paid']);
  expect(await cartIds(request)).toEqual([]);
});

test('a near needed-by date offers the rush surcharge; the summary and Pay count it only once ticked', async ({
  page,
  request,
}) => {
  // Issue 28, finding 7: the surcharge was in the summary and on Pay before "Rush this order".
  const [outfit] = outfits;
  await addToCart(page, outfit);
  const { quote, pay } = await checkOutToLagos(page, request, [outfit]);
  const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const rushed = (await (
    await request.post('/api/checkout/quote', {
      data: {
        items: [{ productId: outfit.id, neededBy: soon, rushAccepted: true }],
        delivery: { kind: 'delivery', state: 'Lagos' },
      },
    })
  ).json()) as CheckoutQuote;
  const surcharge = rushed.lines[0]!.rushSurcharge;
  expect(rushed.lines[0]!.rushRequired && surcharge > 0, 'the seed prices a rush').toBe(true);
  expect(rushed.total).toBe(quote.total + surcharge);

  await page.getByLabel('Needed by (optional)').fill(soon);
  const rush = page.getByRole('checkbox', { name: /^Rush this order/ });
  await expect(rush).toBeVisible();
  const summary = page.getByTestId('checkout-summary');
  await expect(pay).toBeEnabled();
  await expect(summary.getByText('Rush surcharge')).toHaveCount(0);
  await expect(page.getByTestId('checkout-total')).toHaveText(naira(quote.total));

  await rush.check();
  await expect(page.getByRole('button', { name: `Pay ${naira(rushed.total)}` })).toBeEnabled();
  await expect(summary.getByText('Rush surcharge')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText(naira(rushed.total));
});

test('Cancel Order on a paid pending order cancels it and refunds the payment', async ({
  page,
  request,
}, testInfo) => {
  await addToCart(page, outfits[0]);
  const { pay } = await checkOutToLagos(page, request, [outfits[0]]);
  await page.getByRole('checkbox', { name: 'Save this address' }).check();
  await pay.click();
  await payOnSimulator(page, /Pay with test card \(successful\)/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  // The address was saved to the account: the next checkout offers it, filled in.
  const addresses = (await (await request.get('/api/addresses')).json()) as { street: string }[];
  expect(addresses[0]?.street).toBe('12 Admiralty Way');
  const payment = (await (
    await request.get(`/api/payments/${referenceOf(page)}`)
  ).json()) as PaymentStatus;
  const order = payment.orders[0]!;

  await page.getByRole('link', { name: new RegExp(`View Order ${order.product.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  // Asked first, saying what happens to the money.
  const confirm = page.getByRole('group', { name: 'Cancel this order?' });
  await expect(confirm).toContainText(
    `${naira(order.totalAmount)} back to your card through Paystack.`,
  );
  await saveScreenshot(page, testInfo, 'order-cancel-confirm');
  await confirm.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Order cancelled', { exact: true })).toBeVisible();
  await expect(
    notifications.getByText(`${naira(order.totalAmount)} back to your card through Paystack`),
  ).toBeVisible();
  await expect(page.getByText('This order has been cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

  const timeline = page.getByRole('list', { name: 'Order timeline' });
  await expect(timeline).toContainText('Order cancelled');
  await expect(timeline).toContainText('Refund requested');
  // The simulator processes the refund later (refund.processed: 3 s in production, 0.3 s on the
  // e2e server); the page is drawn once, so the shopper reloads it until it says so.
  await expect(async () => {
    await page.reload();
    await expect(timeline).toContainText('Refunded', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const detail = (await (await request.get(`/api/orders/${order.id}`)).json()) as OrderDetail;
  expect(detail.status).toBe('cancelled');
  expect(detail.paymentState).toBe('refunded');

  await addToCart(page, outfits[1]);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /12 Admiralty Way/ }).first()).toBeChecked();
  await expect(page.getByLabel('Street address')).toHaveValue('12 Admiralty Way');
  await expect(page.getByLabel('State')).toHaveValue('Lagos');
});

test('with no measurements saved, checkout leads to the body scan and back', async ({
  page,
  request,
}) => {
  // Leave user1 without measurements for this test only: restore them afterwards.
  await page.route('**/api/users/user1/measurements', (route) => route.fulfill({ json: null }));
  await addToCart(page, outfits[0]);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Measurements needed' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Your Measurements' }).click();
  await expect(page).toHaveURL(/\/body-scan\?next=%2Fcheckout$/);
  await page.unroute('**/api/users/user1/measurements');
  await page.getByRole('button', { name: 'Enter Measurements Manually' }).click();
  for (const [key, value] of Object.entries(measurements))
    await page
      .getByLabel(new RegExp(`^${key}`, 'i'))
      .first()
      .fill(value);
  await page.getByRole('button', { name: /Save Measurements/ }).click();
  await expect(page.getByRole('heading', { name: 'Scan Complete!' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page
      .getByRole('region', { name: 'Measurements sent with each order' })
      .getByText('Chest', { exact: true }),
  ).toBeVisible();
  expect(await cartIds(request)).toEqual([outfits[0].id]);
});
