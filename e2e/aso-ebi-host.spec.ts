import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addDays, sewByDate } from '../shared/aso-ebi.ts';
import { formatDate, lagosToday } from '../shared/dates.ts';
import type { OutboxEntry } from '../shared/schemas/account.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';

/**
 * The host's side of an aso-ebi event (issue 32) at 360 px, as the demo shopper (signed in as
 * far as Telo is concerned in demo mode): she creates an event with two looks, one delivered to
 * her, watching the sew-by and latest pay-by dates as she goes; lands on her board; invites a
 * guest by phone, who is texted the event's link; adds a third look from the board; and
 * downloads the board as a spreadsheet.
 */
test.use({ viewport: { width: 360, height: 780 } });

const today = lagosToday();
const eventDate = addDays(today, 90);
const payBy = addDays(today, 21);
const INVITED = '+2348035550132';

test('a host creates an event with two looks, sees her board, invites a guest and downloads the CSV', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'My aso-ebi events' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an event' }).click();
  await expect(page).toHaveURL('/events/new');
  await expect(page.getByRole('heading', { name: 'Create an aso-ebi event' })).toBeVisible();

  await page.getByLabel('Event name').fill('Adaeze & Tunde’s Wedding');
  await page.getByLabel('Event date').fill(eventDate);
  await page.getByLabel('City or town').fill('Lekki');
  await expect(page.getByText(`Outfits sewn by ${formatDate(sewByDate(eventDate))}`)).toBeVisible();

  // Look 1: an agbada for each guest, with the host's margin.
  const search = page.getByLabel('Find an outfit for a look');
  const outfits = page.getByRole('list', { name: 'Outfits to choose from' });
  /** Searches, and waits for that search's answer to be the list shown. */
  const searchFor = async (q: string) => {
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/events/outfits?q=${q}`));
    await search.fill(q);
    await answered;
  };
  await searchFor('agbada');
  const first = outfits.getByRole('button', { name: /^Choose / }).first();
  await first.click();
  const look1 = page.getByRole('region', { name: /^Look 1: / });
  // Named from what was chosen (the list may still be redrawing for the search's answer).
  const firstChoice = (await look1.getAttribute('aria-label'))!.replace(/^Look 1: /, 'Choose ');
  await look1.getByLabel('Fabric colour or note').fill('Wine velvet');
  await look1.getByLabel('Your margin per guest (₦)').fill('2000');
  await expect(
    look1.getByText(/^Each guest pays ₦[\d,]+ \(outfit ₦[\d,]+ \+ your ₦2,000\)/),
  ).toBeVisible();
  await expect(page.getByText('Latest pay-by date:')).toBeVisible();

  // Look 2: aso-oke, all delivered to the host, who then gives her address.
  // Another outfit than the first look's.
  await searchFor('aso-oke');
  await outfits
    .locator(`button[aria-label^="Choose "]:not([aria-label="${firstChoice}"])`)
    .first()
    .click();
  const look2 = page.getByRole('region', { name: /^Look 2: / });
  await look2.getByLabel('Fabric colour or note').fill('Gold aso-oke');
  await look2.getByText('All to me, I hand them out').click();
  const address = page.getByRole('group', {
    name: 'Your address for the outfits delivered to you',
  });
  await address.getByLabel('Name').fill('Adaeze Okafor');
  await address.getByLabel('Phone number').fill('0803 555 0131');
  await address.getByLabel('Street address').fill('12 Admiralty Way, Lekki Phase 1');
  await address.getByLabel('City or town').fill('Lekki');

  await page.getByLabel('Pay-by date').fill(payBy);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'aso-ebi-create');
  await page.getByRole('button', { name: 'Create event' }).click();

  // The board.
  await expect(page).toHaveURL(/\/events\/[\w-]+\/board$/);
  await expect(page.getByRole('heading', { name: 'Adaeze & Tunde’s Wedding' })).toBeVisible();
  const looks = page.getByRole('region', { name: 'Looks' });
  await expect(looks.getByRole('listitem')).toHaveCount(2);
  await expect(looks.getByText(firstChoice.replace(/^Choose /, ''), { exact: false })).toHaveCount(
    1,
  );
  await expect(looks.getByText('(Wine velvet)')).toBeVisible();
  await expect(looks.getByText(/Delivered to you/)).toBeVisible();
  await expect(page.getByText(formatDate(sewByDate(eventDate)))).toBeVisible();
  const eventId = /\/events\/([\w-]+)\/board$/.exec(page.url())![1]!;
  await expect(page.getByLabel('Event link')).toHaveText(new RegExp(`/events/${eventId}$`));

  // Invite a guest by phone, written as people write it.
  await page.getByLabel('Phone numbers to invite').fill('0803 555 0132');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('1 texted the link')).toBeVisible();
  const members = page.getByRole('list', { name: 'Members', exact: true });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members.getByText(INVITED)).toBeVisible();
  await expect(members.getByText('Invited', { exact: true })).toBeVisible();
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as OutboxEntry[];
  const invitation = outbox.find((m) => m.to === INVITED);
  expect(invitation?.body).toContain('invites you to the aso-ebi for Adaeze & Tunde’s Wedding');
  expect(invitation?.body).toMatch(new RegExp(`https?://[^ ]+/events/${eventId}$`));

  // Another tailor's look, added from the board.
  const more = page.getByRole('region', { name: 'Add another look' });
  const lace = page.waitForResponse((r) => r.url().endsWith('/api/events/outfits?q=lace'));
  await more.getByLabel('Find an outfit for a look').fill('lace');
  await lace;
  await more
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await more.getByLabel('Fabric colour or note').fill('Champagne lace');
  await more.getByRole('button', { name: 'Add this look' }).click();
  await expect(looks.getByRole('listitem')).toHaveCount(3);
  await expect(looks.getByText('(Champagne lace)')).toBeVisible();

  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'aso-ebi-board');

  // The board as a spreadsheet.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Adaeze-Tunde-s-Wedding-guests.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Name,Phone,Look,Size note,Stage,Amount (NGN),Collected');
  expect(lines.slice(1)).toEqual([`,'${INVITED},,,Invited,,`]);

  // My events lists it, linking to its board.
  await page.goto('/events');
  await page.getByRole('link', { name: /Adaeze & Tunde’s Wedding/ }).click();
  await expect(page).toHaveURL(`/events/${eventId}/board`);
});
