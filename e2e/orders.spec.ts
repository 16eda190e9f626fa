import { expect, test } from '@playwright/test';
import { orderStatusDescriptions, orderStatusLabels, type OrderStatus } from '../shared/catalog.ts';
import type { Order } from '../shared/schemas/order.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';

const filters: [string, OrderStatus | null][] = [
  ['All Orders', null],
  ['Pending', 'pending'],
  ['In Progress', 'in_progress'],
  ['Completed', 'completed'],
  ['Cancelled', 'cancelled'],
];

test.describe('Orders', () => {
  test('the stat cards count the orders and the filter shows each status', async ({
    page,
    request,
  }, testInfo) => {
    const orders: Order[] = await (await request.get('/api/users/user1/orders')).json();
    const count = (s: OrderStatus) => orders.filter((o) => o.status === s).length;
    await page.goto('/orders');

    const stat = (label: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect(stat('Total Orders')).toHaveText(String(orders.length));
    await expect(stat('Pending')).toHaveText(String(count('pending')));
    await expect(stat('In Progress')).toHaveText(String(count('in_progress')));
    await expect(stat('Completed')).toHaveText(String(count('completed')));
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'orders');

    const filter = page.getByLabel('Filter by status');
    for (const [label, status] of filters) {
      await filter.selectOption({ label });
      const expected = status ? orders.filter((o) => o.status === status) : orders;
      await expect(
        page.getByText(`Showing ${expected.length} of ${orders.length} orders`),
      ).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(expected.length);
      for (const [i, order] of expected.entries()) {
        const card = cards.nth(i);
        await expect(card).toContainText(order.product.name);
        await expect(card).toContainText(`Order #${order.id.slice(0, 8)}`);
        await expect(card).toContainText(orderStatusLabels[order.status]);
        await expect(card).toContainText(orderStatusDescriptions[order.status]);
        await expect(card).toContainText(order.tailor.businessName);
        await expect(card.getByRole('link', { name: /View Order Details/ })).toHaveAttribute(
          'href',
          `/orders/${order.id}`,
        );
        await expect(card.getByRole('button', { name: 'Contact Tailor' })).toBeVisible();
        await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(
          order.status === 'pending' ? 1 : 0,
        );
        await expect(card.getByRole('button', { name: 'Rate & Review' })).toHaveCount(
          order.status === 'completed' ? 1 : 0,
        );
        if (order.notes) await expect(card).toContainText(order.notes);
      }
    }
  });

  test('Cancel Order asks first; Keep Order leaves the order as it was', async ({ page }) => {
    await page.goto('/orders?status=pending');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = card.getByRole('group', { name: 'Cancel this order?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Keep Order' }).click();
    await expect(confirm).toBeHidden();
    // Nothing changed: the order is still pending (e2e/checkout.spec.ts cancels one for real).
    await expect(card).toContainText('Pending');
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  });

  test('three placeholder cards show while orders load, then the orders', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/user1/orders', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/orders');
    await expect(page.getByTestId('order-skeleton')).toHaveCount(3);
    release();
    await expect(page.getByText(/Showing \d+ of \d+ orders/)).toBeVisible();
    await expect(page.getByTestId('order-skeleton')).toHaveCount(0);
  });

  test('a failed load says so and can be retried', async ({ page }) => {
    let fail = true;
    await page.route('**/api/users/user1/orders', (route) =>
      fail ? route.fulfill({ status: 503, json: { message: 'Unavailable' } }) : route.continue(),
    );
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: "We couldn't load your orders" })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(/Showing \d+ of \d+ orders/)).toBeVisible();
  });

  test('a shopper with no orders is pointed to outfits and tailors', async ({ page }, testInfo) => {
    await page.route('**/api/users/user1/orders', (route) => route.fulfill({ json: [] }));
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Outfits' }).last()).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Find Tailors' }),
    ).toHaveAttribute('href', '/tailors');
    await saveScreenshot(page, testInfo, 'orders-empty');
  });

  test('an order page shows the outfit, tailor, status, dates, total and measurements', async ({
    page,
    request,
  }, testInfo) => {
    const orders: Order[] = await (await request.get('/api/users/user1/orders')).json();
    // An order still under way: a finished one (completed or cancelled) has no delivery to
    // estimate, and other journeys on this server cancel and complete orders of user1.
    const order = orders.find(
      (o) => o.notes && o.estimatedDelivery && o.status !== 'completed' && o.status !== 'cancelled',
    )!;
    await page.goto('/orders');
    await page
      .getByRole('article')
      .filter({ hasText: `Order #${order.id.slice(0, 8)}` })
      .getByRole('link', { name: /View Order Details/ })
      .click();

    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page.getByRole('heading', { name: order.product.name, level: 1 })).toBeVisible();
    await expect(page.getByText(orderStatusDescriptions[order.status])).toBeVisible();
    await expect(page.getByText(order.tailor.businessName)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Outfit' })).toHaveAttribute(
      'href',
      `/products/${order.productId}`,
    );
    await expect(page.getByRole('link', { name: 'View Tailor' })).toHaveAttribute(
      'href',
      `/tailors/${order.tailorId}`,
    );
    for (const label of ['Placed', 'Last updated', 'Estimated delivery', 'Total'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    if (order.notes) await expect(page.getByText(order.notes)).toBeVisible();
    const snapshot = page
      .getByRole('heading', { name: 'Measurements for this order' })
      .locator('..');
    await expect(snapshot.getByText('Chest', { exact: true })).toBeVisible();
    if (typeof order.measurements.chest === 'number')
      await expect(snapshot).toContainText(`${order.measurements.chest} in`);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'order-detail');
  });

  test('an unknown order reads "Order not found" with a way back', async ({ page }, testInfo) => {
    await page.goto('/orders/no-such-order');
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, 'order-not-found');
    await page.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });
});
