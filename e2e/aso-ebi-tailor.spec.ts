import { expect, test, type BrowserContext } from '@playwright/test';
import { addDays, lookCapacity, sewByDate } from '../shared/aso-ebi.ts';
import { measurementFields } from '../shared/catalog.ts';
import { lagosToday } from '../shared/dates.ts';
import type { Product } from '../shared/schemas/product.ts';
import type { Tailor } from '../shared/schemas/tailor.ts';
import {
  asoEbiEvents,
  asoEbiLooks,
  asoEbiMembers,
  orders,
  users,
} from '../server/db/schema/index.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { demoTailor, newPhoneNumber, signInThroughApi } from './support/accounts.ts';
import { startOwnServer } from './support/own-server.ts';

/**
 * Issue 32 item 5, the tailor's side of aso-ebi, on a phone at 360 px: a demo tailor says how
 * many aso-ebi guests she takes a week; a host's wedding with her look has three paid guests and
 * one who never paid; the host locks it early; the tailor's workspace shows the event, her look
 * with its three guests and each guest's cutting sheet, and her order cards name the event.
 * The event and its guests are written into this journey's own server's database (the host's
 * and guests' own pages are other journeys'); the lock and everything the tailor sees go
 * through the routes and the browser.
 */
const TAILOR = demoTailor('Adunni Couture');
const DAY_MS = 24 * 60 * 60 * 1000;

let server: Awaited<ReturnType<typeof startOwnServer>>;
let tailorSession: Awaited<ReturnType<BrowserContext['storageState']>>;
test.beforeAll(async ({ browser }) => {
  server = await startOwnServer();
  const context = await browser.newContext({ baseURL: server.baseURL });
  await signInThroughApi(context.request, TAILOR.phone, TAILOR.owner);
  tailorSession = await context.storageState();
  await context.close();
});
test.afterAll(async () => server?.close());

/** A guest of the wedding: her account, her membership and (paid or not) her order. */
async function guest(
  event: { id: string; sewBy: string },
  look: { id: string; tailorId: string; productId: string; outfitKobo: number; marginKobo: number },
  name: string,
  chest: number,
  paid: boolean,
) {
  const [user] = await server.db
    .insert(users)
    .values({ username: `guest-${name}-${Date.now()}`, password: 'x', fullName: `${name} Adeyemi` })
    .returning();
  const values = Object.fromEntries(
    measurementFields.map(({ key, inches: [lo, hi] }) => [key, Math.round((lo + hi) / 2)]),
  );
  const measurements = { unit: 'inches', ...values, chest };
  const [order] = await server.db
    .insert(orders)
    .values({
      userId: user!.id,
      tailorId: look.tailorId,
      productId: look.productId,
      measurements,
      totalAmount: (look.outfitKobo + look.marginKobo) / 100,
      basePrice: look.outfitKobo / 100,
      hostMarginKobo: look.marginKobo,
      paymentState: paid ? 'paid' : 'unpaid',
      eventId: event.id,
      neededBy: event.sewBy,
    })
    .returning();
  await server.db.insert(asoEbiMembers).values({
    eventId: event.id,
    userId: user!.id,
    name: `${name} Adeyemi`,
    lookId: look.id,
    sizeNote: `${name} wears a 12`,
    measurements,
    measuredAt: new Date(),
    joinedAt: new Date(Date.now() - DAY_MS),
    orderId: order!.id,
  });
  return order!.id;
}

test('a tailor sets her aso-ebi capacity and sees a locked wedding’s guests with their cutting sheets', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await browser.newContext({ baseURL: server.baseURL });
  const tailors = (await (await api.request.get('/api/tailors')).json()) as Tailor[];
  const adunni = tailors.find((t) => t.businessName === 'Adunni Couture')!;
  const outfit = (
    (await (await api.request.get(`/api/tailors/${adunni.id}/products`)).json()) as Product[]
  )[0]!;
  await api.close();

  // The tailor, on her phone, says how many aso-ebi guests she takes a week.
  const context = await browser.newContext({
    baseURL: server.baseURL,
    storageState: tailorSession,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await page.goto('/dashboard?tab=profile');
  const capacity = page.getByRole('form', { name: 'Aso-ebi capacity' });
  await expect(page.getByText(/limits how many aso-ebi guests you take each week/)).toBeVisible();
  const perWeek = capacity.getByLabel('Aso-ebi orders a week');
  await expect(perWeek).toHaveValue('10');
  await perWeek.fill('0');
  await capacity.getByRole('button', { name: 'Save Capacity' }).click();
  await expect(capacity.getByText('Take at least 1 event order a week')).toBeVisible();
  await perWeek.fill('15');
  await capacity.getByRole('button', { name: 'Save Capacity' }).click();
  await expect(page.getByText('Aso-ebi capacity saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Aso-ebi orders a week')).toHaveValue('15');

  // A host's wedding with her look: three guests paid, one never did.
  const host = await browser.newContext({ baseURL: server.baseURL });
  const hostId = await signInThroughApi(host.request, newPhoneNumber(), 'Tolu Bakare');
  const eventDate = addDays(lagosToday(), 70);
  const payBy = addDays(lagosToday(), 28);
  const [event] = await server.db
    .insert(asoEbiEvents)
    .values({
      hostUserId: hostId,
      name: 'Tolu & Kunle’s Wedding',
      kind: 'wedding',
      eventDate,
      city: 'Lagos',
      state: 'Lagos',
      payBy,
      sewBy: sewByDate(eventDate),
    })
    .returning();
  const outfitKobo = Math.round(outfit.price * 100);
  const [look] = await server.db
    .insert(asoEbiLooks)
    .values({
      eventId: event!.id,
      productId: outfit.id,
      tailorId: adunni.id,
      fabricNote: 'Wine and gold aso-oke',
      outfitKobo,
      marginKobo: 500_000,
      distribution: 'host',
      capacity: lookCapacity(15, payBy, eventDate),
    })
    .returning();
  const ada = await guest(event!, look!, 'Ada', 40, true);
  await guest(event!, look!, 'Bisi', 36, true);
  await guest(event!, look!, 'Chioma', 44, true);
  await guest(event!, look!, 'Dayo', 38, false);

  // Before the lock the tailor sees nothing of it.
  await page.goto('/dashboard?tab=aso-ebi');
  await expect(page.getByRole('heading', { name: 'No aso-ebi orders yet' })).toBeVisible();

  // The host locks early: the unpaid guest is dropped, the paid orders go to the tailor.
  const locked = await host.request.post(`/api/events/${event!.id}/lock`, { data: {} });
  expect(locked.status()).toBe(200);
  expect(await locked.json()).toEqual({ eventId: event!.id, paid: 3, dropped: 1 });
  await host.close();

  await page.reload();
  const wedding = page.getByRole('article', { name: 'Tolu & Kunle’s Wedding' });
  await expect(wedding).toContainText('3 guests');
  await expect(wedding).toContainText('Sew by');
  const lookSection = wedding.getByRole('region', { name: `${outfit.name} look` });
  await expect(lookSection).toContainText('× 3');
  await expect(lookSection).toContainText('Wine and gold aso-oke · all delivered to the host');
  await expect(lookSection.getByRole('listitem')).toHaveCount(3);
  await expect(lookSection).not.toContainText('Dayo');
  await lookSection.getByText('Bisi', { exact: true }).click();
  const sheet = page.getByRole('region', { name: 'Cutting sheet for Bisi' });
  await expect(sheet.getByText('Chest').locator('xpath=following-sibling::dd')).toHaveText('36 in');
  await expect(sheet.getByRole('button', { name: "Print Bisi's sheet" })).toBeVisible();
  await expect(lookSection).toContainText('Bisi wears a 12');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'aso-ebi-tab');

  // Her order cards name the event and its sew-by date; she accepts as any paid order.
  await page.getByRole('tab', { name: 'Orders' }).click();
  const card = page.getByRole('article', { name: `${outfit.name}, order #${ada.slice(0, 8)}` });
  await expect(card).toContainText('Aso-ebi · Tolu & Kunle’s Wedding · due');
  await expect(card).toContainText('Accept by');
  await context.close();
});
