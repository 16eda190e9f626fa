import { expect, test } from '@playwright/test';
import type { OutboxEntry } from '../shared/schemas/account.ts';
import { newPhoneNumber, signInThroughApi } from './support/accounts.ts';
import { adminContext } from './support/admin-session.ts';
import { openHydrated } from './support/client-navigation.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { simulatedAccountName } from '../server/modules/money/payments/simulator/nigerian-banks.ts';

/**
 * Issue 14's review desk: a visitor applies at /become-tailor, the admin approves at /admin, the
 * new tailor signs in with the application's number, reaches /dashboard and adds her bank
 * details: OPay from Paystack's list, the account's name resolved by the bank and confirmed.
 */

/** The simulator's bank names every account after its digits (nigerian-banks.ts). */
const RESOLVED_NAME = simulatedAccountName('8031234567')!;
test('a visitor applies, the admin approves, the new tailor signs in and adds bank details', async ({
  browser,
}) => {
  test.slow(); // three browsers: the applicant, the admin, the new tailor
  const phone = newPhoneNumber();
  const businessName = `Adire House ${phone.typed.slice(-4)}`;

  // The visitor (the demo shopper, not signed in) applies.
  const visitor = await browser.newContext();
  const applicant = await visitor.newPage();
  await openHydrated(applicant, '/become-tailor');
  await applicant.getByLabel('Business Name').fill(businessName);
  await applicant.getByLabel('State').selectOption('Ogun');
  await applicant.getByLabel('Location').fill('Abeokuta');
  await applicant.getByLabel('Phone Number').fill(phone.typed);
  await applicant
    .getByLabel('Business Description')
    .fill('Hand-dyed adire wrappers and agbada, cut to every client’s measurements.');
  await applicant.getByRole('button', { name: 'Next' }).click();
  await applicant.getByLabel('Years of Experience').fill('9');
  await applicant.getByLabel('Specialties').fill('Adire');
  await applicant.getByLabel('Specialties').press('Enter');
  await applicant.getByRole('button', { name: 'Next' }).click();
  await applicant.getByRole('button', { name: 'Submit Application' }).click();
  await expect(applicant.getByText('Step 4 of 4')).toBeVisible();
  // …and writes to Telo from /contact's API, which the desk's Messages tab shows.
  const subject = `Fitting in Abeokuta ${phone.typed.slice(-4)}`;
  const sent = await visitor.request.post('/api/contact-messages', {
    data: {
      name: 'Folake Adebayo',
      email: 'folake@example.ng',
      subject,
      message: 'Do you fit in Abeokuta?',
    },
  });
  expect(sent.status()).toBe(201);
  await visitor.close();

  // The admin finds it at the top of the pending queue and approves it.
  const admin = await adminContext(browser);
  const desk = await admin.newPage();
  // The avatar's menu leads an admin to the desk.
  await openHydrated(desk, '/');
  await desk.getByRole('button', { name: /account menu/i }).click();
  await desk.getByRole('link', { name: 'Review desk' }).click();
  await expect(desk).toHaveURL(/\/admin$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Review desk' })).toBeVisible();
  const card = desk.getByRole('article', { name: businessName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Abeokuta, Ogun');
  await expect(card).toContainText('Adire');
  await expect(card).toContainText(`Visitor (account for ${phone.typed})`);
  await expectNoSeriousA11yViolations(desk);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByText('Application approved', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await desk.getByLabel('Status').selectOption('approved');
  await expect(desk.getByRole('article', { name: businessName })).toContainText('approved');

  // The new tailor is the newest on the Tailors tab: verified there, the badge is public at once.
  await desk.getByRole('tab', { name: 'Tailors' }).click();
  await desk.getByRole('button', { name: `Verify ${businessName}` }).click();
  await expect(desk.getByText('Tailor verified', { exact: true })).toBeVisible();
  await expect(
    desk.getByRole('button', { name: `Remove verification of ${businessName}` }),
  ).toBeVisible();
  await desk.getByRole('tab', { name: 'Messages' }).click();
  await expect(desk.getByText(subject)).toBeVisible();
  await desk.getByRole('tab', { name: 'Orders' }).click();
  await expect(desk.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await desk.getByRole('tab', { name: 'Tailors' }).click();
  await desk.getByRole('link', { name: businessName }).click();
  await expect(desk.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(desk.getByText('Verified', { exact: true }).first()).toBeVisible();
  await admin.close();

  // The applicant's number was told, and signs in as the new tailor.
  const tailor = await browser.newContext();
  const outbox = (await (await tailor.request.get('/api/dev/outbox')).json()) as OutboxEntry[];
  expect(outbox.find((m) => m.to === phone.e164)?.body).toContain(
    `${businessName} is approved as a Telo master tailor`,
  );
  await signInThroughApi(tailor.request, phone, 'Folake Adebayo');
  const workspace = await tailor.newPage();
  await openHydrated(workspace, '/dashboard');
  await expect(workspace.getByRole('heading', { level: 1, name: 'Your workspace' })).toBeVisible();
  await workspace.getByRole('tab', { name: 'Payouts' }).click();
  await expect(workspace).toHaveURL(/\?tab=payouts$/);
  await expect(workspace.getByRole('tab', { name: 'Payouts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(workspace.getByText('No payouts yet')).toBeVisible();

  // Bank details (issue 29): she picks OPay from Paystack's list and enters her number; an
  // account the bank does not know is said beside the number; the bank's name for hers is shown
  // for her to confirm, and that name (never a typed one) is what is saved.
  // On a 360 px phone, as tailors run their workspace.
  await workspace.setViewportSize({ width: 360, height: 780 });
  await workspace.getByLabel('Bank', { exact: true }).selectOption({
    label: 'OPay Digital Services Limited (OPay)',
  });
  const number = workspace.getByLabel('Account number (NUBAN)');
  await number.fill('803 123 45');
  await workspace.getByRole('button', { name: 'Check account' }).click();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(
    workspace.getByText('Account number must be the 10 digits of your NUBAN'),
  ).toBeVisible();
  // The simulator's banks know no account ending in 99.
  await number.fill('8031234599');
  await workspace.getByRole('button', { name: 'Check account' }).click();
  await expect(
    workspace
      .getByText(
        'OPay Digital Services Limited (OPay) has no account 8031234599. Check the 10 digits and the bank you chose.',
      )
      .first(),
  ).toBeVisible();
  await expect(workspace.getByRole('button', { name: 'Yes, save this account' })).toHaveCount(0);
  await number.fill('8031234567');
  await workspace.getByRole('button', { name: 'Check account' }).click();
  const resolved = workspace.getByRole('region', {
    name: 'OPay Digital Services Limited (OPay) knows this account as',
  });
  await expect(resolved).toContainText(RESOLVED_NAME);
  await expect(resolved).toContainText('8031234567');
  expect(await workspace.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await resolved.getByRole('button', { name: 'Yes, save this account' }).click();
  await expect(workspace.getByText('Bank details saved', { exact: true })).toBeVisible();
  await expect(
    workspace.getByText(
      `Payouts go to ${RESOLVED_NAME}, OPay Digital Services Limited (OPay) 8031234567.`,
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(workspace);

  // Back on /become-tailor, the applicant sees how the review went.
  await openHydrated(workspace, '/become-tailor');
  const mine = workspace.getByRole('heading', { name: 'Your applications' }).locator('..');
  await expect(mine).toContainText(businessName);
  await expect(mine).toContainText('Approved');
  await tailor.close();
});

test('the review desk asks a visitor to sign in and tells a shopper it is for admins', async ({
  browser,
}) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await openHydrated(page, '/admin');
  await expect(
    page.getByRole('heading', { name: 'Sign in to open the review desk' }),
  ).toBeVisible();
  await visitor.close();

  const shopper = await browser.newContext();
  await signInThroughApi(shopper.request, newPhoneNumber(), 'Ngozi Eze');
  const shopperPage = await shopper.newPage();
  await openHydrated(shopperPage, '/admin');
  await expect(shopperPage.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  expect((await shopper.request.get('/api/admin/orders')).status()).toBe(403);
  await openHydrated(shopperPage, '/dashboard');
  await expect(
    shopperPage.getByRole('heading', { name: 'This workspace is for tailors' }),
  ).toBeVisible();
  await shopper.close();
});
