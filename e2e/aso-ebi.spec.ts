import {
  expect,
  test,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { addDays } from '../shared/aso-ebi.ts';
import { lagosToday } from '../shared/dates.ts';
import type { EventBoard } from '../shared/schemas/aso-ebi-host.ts';
import type { Membership, PublicEvent } from '../shared/schemas/aso-ebi-guest.ts';
import type { UploadedPhoto } from '../shared/uploads.ts';
import { samplePhoto } from '../test/photos.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import {
  LIVE_BASE_URL,
  demoTailor,
  latestCode,
  newPhoneNumber,
  signInThroughApi,
} from './support/accounts.ts';
import { plausibleMeasurements } from './support/delivered-order.ts';

/**
 * A whole aso-ebi (issue 32) in the live shop, every person on her own phone at 360 px: the host
 * creates an event with two looks (one sent to each guest, one all to her); three guests open
 * the link in three browsers; Amaka (signing in from the link) and Bisi measure and pay, Chioma
 * joins and never pays; Bisi leaves and is refunded; the host locks the event, which drops
 * Chioma; Amaka's tailor finds her outfit grouped under the event with her cutting sheet, makes
 * it and delivers it to the host; the host's board follows every step and she ticks Amaka's
 * outfit as collected.
 */
test.use({ baseURL: LIVE_BASE_URL, viewport: { width: 360, height: 780 } });
test.slow();

const phone = (browser: Browser) =>
  browser.newContext({ baseURL: LIVE_BASE_URL, viewport: { width: 360, height: 780 } });

async function signedIn(browser: Browser, name: string) {
  const context = await phone(browser);
  await signInThroughApi(context.request, newPhoneNumber(), name);
  return context;
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

/** Joins a look on the event page, and (unless told not to) attaches saved measurements. */
async function join(page: Page, eventPath: string, lookName: string, measure = true) {
  await page.goto(eventPath);
  const place = page.getByRole('region', { name: 'Your place' });
  await place.getByRole('radio', { name: new RegExp(lookName) }).check();
  await place.getByLabel('Size note').fill('Usually a 14');
  await place.getByRole('button', { name: 'Join this event' }).click();
  await expect(place.getByTestId('member-stage')).toHaveText('Stage: Joined');
  if (!measure) return place;
  await place.getByRole('button', { name: 'Attach my measurements' }).click();
  await expect(place.getByTestId('member-stage')).toHaveText('Stage: Measured');
  return place;
}

/** Pays on the Paystack simulator from the event page's Pay button. */
async function pay(page: Page, place: ReturnType<Page['getByRole']>) {
  await place.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dev\/paystack\/checkout\//);
  await page.getByRole('button', { name: /Pay with test card \(successful\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}

const stageOf = async (context: BrowserContext, eventId: string) =>
  ((await (await context.request.get(`/api/events/${eventId}/me`)).json()) as Membership).stage;

test('a host’s aso-ebi from the link to the outfit in the guest’s hands', async ({ browser }) => {
  // The host creates the event on her phone.
  const host = await signedIn(browser, 'Adaeze Okafor');
  const board = await host.newPage();
  await board.goto('/events/new');
  await board.getByLabel('Event name').fill('Adaeze & Tunde’s Wedding');
  await board.getByLabel('Event date').fill(addDays(lagosToday(), 90));
  await board.getByLabel('City or town').fill('Lekki');
  const search = board.getByLabel('Find an outfit for a look');
  const outfits = board.getByRole('list', { name: 'Outfits to choose from' });
  const searchFor = async (q: string) => {
    const answered = board.waitForResponse((r) => r.url().endsWith(`/api/events/outfits?q=${q}`));
    await search.fill(q);
    await answered;
  };
  await searchFor('agbada');
  const first = outfits.getByRole('button', { name: /^Choose / }).first();
  await first.click();
  const look1 = board.getByRole('region', { name: /^Look 1: / });
  // Named from what was chosen (the list may still be redrawing for the search's answer).
  const firstChoice = (await look1.getAttribute('aria-label'))!.replace(/^Look 1: /, 'Choose ');
  await look1.getByLabel('Fabric colour or note').fill('Wine velvet');
  await searchFor('aso-oke');
  await outfits
    .locator(`button[aria-label^="Choose "]:not([aria-label="${firstChoice}"])`)
    .first()
    .click();
  const look2 = board.getByRole('region', { name: /^Look 2: / });
  await look2.getByLabel('Fabric colour or note').fill('Gold aso-oke');
  await look2.getByLabel('Your margin per guest (₦)').fill('1500');
  await look2.getByText('All to me, I hand them out').click();
  const address = board.getByRole('group', {
    name: 'Your address for the outfits delivered to you',
  });
  await address.getByLabel('Name').fill('Adaeze Okafor');
  await address.getByLabel('Phone number').fill('0803 555 0131');
  await address.getByLabel('Street address').fill('12 Admiralty Way, Lekki Phase 1');
  await address.getByLabel('City or town').fill('Lekki');
  await board.getByLabel('Pay-by date').fill(addDays(lagosToday(), 21));
  await board.getByRole('button', { name: 'Create event' }).click();
  await expect(board).toHaveURL(/\/events\/[\w-]+\/board$/);
  const eventId = /\/events\/([\w-]+)\/board$/.exec(board.url())![1]!;
  const eventPath = `/events/${eventId}`;
  const event = (await (await host.request.get(`/api/events/${eventId}`)).json()) as PublicEvent;
  const [guestsLook, hostsLook] = event.looks;
  expect(guestsLook!.distribution).toBe('guests');
  expect(hostsLook!.distribution).toBe('host');

  // Amaka opens the shared link signed out, and signs in from it.
  const amaka = await phone(browser);
  const amakaPage = await amaka.newPage();
  await amakaPage.goto(eventPath);
  await expect(amakaPage.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await amakaPage.getByRole('link', { name: 'Sign in to join' }).click();
  const amakaPhone = newPhoneNumber();
  await amakaPage.getByLabel('Phone number or email').fill(amakaPhone.typed);
  await amakaPage.getByRole('button', { name: 'Send code' }).click();
  await amakaPage.getByLabel('6-digit code').fill(await latestCode(amaka.request, amakaPhone.e164));
  await amakaPage.getByRole('button', { name: 'Sign in' }).click();
  await amakaPage.getByLabel('Full name').fill('Amaka Nwosu');
  await amakaPage.getByRole('button', { name: 'Continue' }).click();
  await expect(amakaPage).toHaveURL(eventPath);
  await amaka.request.post('/api/measurements', {
    data: { unit: 'inches', ...plausibleMeasurements },
  });
  const amakaPlace = await join(amakaPage, eventPath, hostsLook!.product.name);
  // The host's margin is its own line of the look's price.
  const looks = amakaPage.getByRole('region', { name: 'The looks' });
  await expect(looks.getByText('Host’s margin')).toHaveCount(2);
  await expect(looks.getByText('₦1,500', { exact: true })).toBeVisible();
  await fitsThePhone(amakaPage);
  await expectNoSeriousA11yViolations(amakaPage);
  await pay(amakaPage, amakaPlace);

  // Bisi measures, pays to her own address, then leaves: refunded in full.
  const bisi = await signedIn(browser, 'Bisi Adewale');
  await bisi.request.post('/api/measurements', {
    data: { unit: 'inches', ...plausibleMeasurements },
  });
  const bisiPage = await bisi.newPage();
  const bisiPlace = await join(bisiPage, eventPath, guestsLook!.product.name);
  await bisiPlace.getByRole('radio', { name: 'Deliver to my address' }).check();
  await bisiPlace.getByLabel('Full name').fill('Bisi Adewale');
  await bisiPlace.getByLabel('Phone number').fill('0803 111 0002');
  await bisiPlace.getByLabel('Street address').fill('3 Bode Thomas Street');
  await bisiPlace.getByLabel('City').fill('Surulere');
  await bisiPlace.getByLabel('State').selectOption('Lagos');
  await pay(bisiPage, bisiPlace);
  await bisiPage.goto(eventPath);
  await bisiPlace.getByRole('button', { name: 'Leave this event' }).click();
  await bisiPlace.getByRole('button', { name: 'Leave and get a full refund' }).click();
  await expect(bisiPlace.getByRole('button', { name: 'Join this event' })).toBeVisible();
  const bisiOrder = (
    (await (await bisi.request.get(`/api/events/${eventId}/me`)).json()) as Membership
  ).order!;
  await expect
    .poll(
      async () =>
        (await (await bisi.request.get(`/api/orders/${bisiOrder.id}`)).json()).paymentState,
    )
    .toBe('refunded');

  // Chioma joins and never measures or pays.
  const chioma = await signedIn(browser, 'Chioma Eze');
  await join(await chioma.newPage(), eventPath, guestsLook!.product.name, false);

  // The host's board before the lock.
  await board.goto(`${eventPath}/board`);
  const members = board.getByRole('list', { name: 'Members', exact: true });
  const member = (name: string) => members.getByRole('listitem').filter({ hasText: name });
  await expect(member('Amaka')).toContainText('Paid');
  await expect(member('Bisi')).toContainText('Left');
  await expect(member('Chioma')).toContainText('Joined');
  await fitsThePhone(board);

  // She locks it: Chioma is dropped, Amaka's outfit goes to its tailor.
  await board.getByRole('button', { name: 'Lock now' }).click();
  await board.getByRole('button', { name: 'Yes, lock it' }).click();
  await expect(board.getByText(/This event is locked/)).toBeVisible();
  await expect(member('Chioma')).toContainText('Dropped (unpaid)');
  expect(await stageOf(chioma, eventId)).toBe('dropped');

  // Amaka's tailor finds the event with Amaka's cutting sheet, and makes the outfit.
  const maker = demoTailor(hostsLook!.tailor.businessName);
  const tailor = await phone(browser);
  await signInThroughApi(tailor.request, maker.phone, maker.owner);
  const workspace = await tailor.newPage();
  await workspace.goto('/dashboard?tab=aso-ebi');
  const wedding = workspace.getByRole('article', { name: event.name });
  await expect(wedding).toContainText('1 guest');
  const lookSection = wedding.getByRole('region', { name: `${hostsLook!.product.name} look` });
  await expect(lookSection).toContainText('Gold aso-oke · all delivered to the host');
  await lookSection.getByText('Amaka', { exact: true }).click();
  await expect(workspace.getByRole('region', { name: 'Cutting sheet for Amaka' })).toContainText(
    'Chest',
  );
  await fitsThePhone(workspace);

  const orderId = (
    (await (await amaka.request.get(`/api/events/${eventId}/me`)).json()) as Membership
  ).order!.id;
  const order = `/api/tailor/orders/${orderId}`;
  const ok = async (answer: Promise<APIResponse>) => {
    const response = await answer;
    expect(response.ok(), await response.text()).toBe(true);
    return response;
  };
  await ok(tailor.request.post(`${order}/accept`, { data: {} }));
  expect(await stageOf(amaka, eventId)).toBe('accepted');
  for (const stage of ['cutting', 'sewing'])
    await ok(tailor.request.post(`${order}/stage`, { data: { stage } }));
  const photo = (await (
    await ok(
      tailor.request.post('/api/uploads', {
        data: await samplePhoto('jpeg', 600, 600),
        headers: { 'Content-Type': 'image/jpeg' },
      }),
    )
  ).json()) as UploadedPhoto;
  await ok(
    tailor.request.post(`${order}/stage`, { data: { stage: 'ready', photoUrl: photo.url } }),
  );
  await ok(amaka.request.post(`/api/orders/${orderId}/approve`, { data: {} }));
  await ok(
    tailor.request.post(`${order}/stage`, {
      data: { stage: 'dispatched', courier: 'GIG Logistics', trackingNote: 'Waybill GIG-1' },
    }),
  );
  await ok(tailor.request.post(`${order}/stage`, { data: { stage: 'delivered' } }));

  // Delivered to the host, who hands it to Amaka and ticks it off.
  await board.reload();
  await expect(member('Amaka')).toContainText('Delivered');
  await member('Amaka').getByRole('button', { name: 'Mark collected' }).click();
  await expect(member('Amaka')).toContainText('Collected');
  const final = (await (
    await host.request.get(`/api/events/${eventId}/board`)
  ).json()) as EventBoard;
  expect(final.counts).toMatchObject({ collected: 1, left: 1, dropped: 1 });
  await expectNoSeriousA11yViolations(board);

  // Her margin on Amaka's outfit waits in escrow until the release, on her earnings page.
  await board.goto('/events');
  await board.getByRole('link', { name: 'Your aso-ebi earnings' }).click();
  const held = board
    .locator('div')
    .filter({ has: board.getByText('Held', { exact: true }) })
    .last();
  await expect(held).toContainText('₦1,500');
  await fitsThePhone(board);

  for (const context of [host, amaka, bisi, chioma, tailor]) await context.close();
});
