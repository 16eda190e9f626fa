import { expect, test } from '@playwright/test';
import { measurementFields } from '../shared/catalog.ts';
import type { Membership, PublicEvent } from '../shared/schemas/aso-ebi-guest.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { watchHydration } from './support/hydration.ts';

/**
 * Issue 32, the guest's side, on a 360 px phone: the demo's aso-ebi wedding (seeded,
 * server/db/seed/build-events.ts) opened from its link as a visitor sees it, then the demo
 * shopper joins a look, attaches her measurements, pays her share on the Paystack simulator,
 * finds the event order among her orders, and leaves with a full refund.
 */
const EVENT = '/events/demo-aso-ebi-wedding';

test.use({ viewport: { width: 360, height: 780 } });

const measurements = Object.fromEntries(
  measurementFields.map(({ key, inches: [low, high] }) => [
    key,
    String(Math.round((low + high) / 2)),
  ]),
);

let event: PublicEvent;

test.beforeAll(async ({ request }) => {
  event = (await (
    await request.get(`/api/events/${EVENT.split('/').pop()}`)
  ).json()) as PublicEvent;
  const saved = await (await request.get('/api/users/user1/measurements')).json();
  if (!saved) {
    const res = await request.post('/api/measurements', {
      data: { userId: 'user1', unit: 'inches', ...measurements },
    });
    expect(res.ok()).toBe(true);
  }
});

test('the shared link: looks, price lines, deadlines and how many joined, with its own share preview', async ({
  page,
}, testInfo) => {
  const { problems, keptServerHeading } = await watchHydration(page);
  const response = await page.goto(EVENT);
  expect(response?.status()).toBe(200);
  // Rendered on the server with its looks, then taken over without errors.
  const html = await response!.text();
  for (const look of event.looks) expect(html).toContain(look.product.name);
  await page.waitForLoadState('networkidle');
  expect(await keptServerHeading()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(event.name));
  const description = await page.locator('meta[property="og:description"]').getAttribute('content');
  expect(description).toContain(event.name);
  const looks = page.getByRole('region', { name: 'The looks' });
  for (const look of event.looks) await expect(looks.getByText(look.product.name)).toBeVisible();
  await expect(looks.getByText('Host’s margin').first()).toBeVisible();
  await expect(page.getByText('Pay by', { exact: true })).toBeVisible();
  await expect(page.getByTestId('joined-count')).toContainText('joined');
  const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(EVENT)}`),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'aso-ebi-event');
  expect(problems).toEqual([]);
});

test('the demo shopper joins a look, attaches her measurements, pays her share and leaves with a full refund', async ({
  page,
  request,
}, testInfo) => {
  const look = event.looks.find((l) => l.distribution === 'guests')!;
  await page.goto(EVENT);
  const place = page.getByRole('region', { name: 'Your place' });
  await place.getByRole('radio', { name: new RegExp(look.product.name) }).check();
  await place.getByLabel('Size note').fill('Usually a 14, loose at the hips');
  await place.getByRole('button', { name: 'Join this event' }).click();
  await expect(place.getByTestId('member-stage')).toHaveText('Stage: Joined');

  await place.getByRole('button', { name: 'Attach my measurements' }).click();
  await expect(place.getByText('Your measurements are attached')).toBeVisible();
  await expect(place.getByTestId('member-stage')).toHaveText('Stage: Measured');

  await place.getByRole('radio', { name: 'Deliver to my address' }).check();
  await place.getByLabel('Full name').fill('Chiamaka Eze');
  await place.getByLabel('Phone number').fill('0803 111 0001');
  await place.getByLabel('Street address').fill('12 Admiralty Way, Lekki Phase 1');
  await place.getByLabel('City').fill('Lagos');
  await place.getByLabel('State').selectOption('Lagos');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await saveScreenshot(page, testInfo, 'aso-ebi-pay');
  await place.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/dev\/paystack\/checkout\//);
  await page.getByRole('button', { name: /Pay with test card \(successful\)/ }).click();
  await expect(page).toHaveURL(/\/checkout\/complete\?reference=/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  const me = (await (
    await request.get(`/api/events/demo-aso-ebi-wedding/me`)
  ).json()) as Membership;
  expect(me).toMatchObject({ stage: 'paid', order: { paymentState: 'paid' } });
  await page.goto('/orders');
  await expect(page.getByText(look.product.name).first()).toBeVisible();

  await page.goto(EVENT);
  await expect(place.getByText('Paid. Your tailor starts when the event locks.')).toBeVisible();
  await place.getByRole('button', { name: 'Leave this event' }).click();
  await place.getByRole('button', { name: 'Leave and get a full refund' }).click();
  await expect(place.getByRole('button', { name: 'Join this event' })).toBeVisible();
  const left = (await (
    await request.get(`/api/events/demo-aso-ebi-wedding/me`)
  ).json()) as Membership;
  expect(left.state).toBe('left');
  expect(['refund_pending', 'refunded']).toContain(left.order?.paymentState);
  await expect
    .poll(async () => {
      const order = await (await request.get(`/api/orders/${me.order!.id}`)).json();
      return order.paymentState;
    })
    .toBe('refunded');
});
