import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';

const message = {
  name: 'Ngozi Okonkwo',
  email: 'ngozi.okonkwo@example.ng',
  category: 'Measurements & fit',
  subject: 'Agbada sleeves too long',
  message: 'The sleeves of my agbada (Order #3f9a2c1b) are about 2 inches too long.',
};

async function fillMessage(page: Page) {
  await page.getByLabel('Full name').fill(message.name);
  await page.getByLabel('Email address').fill(message.email);
  await page.getByLabel('Category (optional)').selectOption(message.category);
  await page.getByLabel('Subject').fill(message.subject);
  await page.getByLabel('Message').fill(message.message);
}

/** Counts the messages the page posts, to prove an invalid form sends nothing. */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/contact-messages')) posts.push(r.url());
  });
  return posts;
}

test('the contact page shows how to reach support and when', async ({ page }, testInfo) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Email', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'support@telo.ng' })).toHaveAttribute(
    'href',
    'mailto:support@telo.ng',
  );
  await expect(main.getByRole('heading', { name: 'Phone & WhatsApp' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Office' })).toBeVisible();
  await expect(main).toContainText('Lagos, Nigeria');
  for (const hours of ['Mon-Fri 9-6', 'Sat 10-4', 'Sun closed', 'WAT']) {
    await expect(main.getByText(hours, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'contact');
});

test('name, email, subject and message are required; the category is not', async ({
  page,
}, testInfo) => {
  const posts = countPosts(page);
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();

  for (const [label, text] of [
    ['Full name', 'Name is required'],
    ['Email address', 'Email is required'],
    ['Subject', 'Subject is required'],
    ['Message', 'Message is required'],
  ] as const) {
    const input = page.getByLabel(label, { exact: true });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The message sits beneath its input and is read out with it.
    await expect(input).toHaveAccessibleDescription(text);
  }
  const category = page.getByLabel('Category (optional)');
  await expect(category).not.toHaveAttribute('aria-invalid', 'true');
  await expect(category).toHaveAccessibleDescription('');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'contact-errors');
  expect(posts).toEqual([]);
});

test('an email address that is not one is refused before sending', async ({ page }) => {
  const posts = countPosts(page);
  await page.goto('/contact');
  await fillMessage(page);
  await page.getByLabel('Email address').fill('ngozi@');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  expect(posts).toEqual([]);

  await page.getByLabel('Email address').fill(message.email);
  await expect(page.getByText('Enter a valid email address')).toHaveCount(0);
});

test('a sent message is stored by the server before success is announced, then the form clears', async ({
  page,
}) => {
  await page.goto('/contact');
  await fillMessage(page);

  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact-messages', async (route) => {
    await gate;
    await route.continue();
  });
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/contact-messages'),
  );
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact-messages'));
  await page.getByRole('button', { name: 'Send Message' }).click();

  // While the server works: no success yet, and no second message from a double tap.
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(page.getByText(/Message sent successfully/)).toHaveCount(0);
  expect((await request).postDataJSON()).toEqual(message);
  release();

  const answer = await response;
  expect(answer.status()).toBe(201);
  expect(await answer.json()).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
  await expect(
    page.getByText("Message sent successfully! We'll get back to you within 24 hours."),
  ).toBeVisible();
  for (const label of ['Full name', 'Email address', 'Subject', 'Message']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  }
  await expect(page.getByLabel('Category (optional)')).toHaveValue('');
});

test('when sending fails, the shopper is told and keeps everything typed', async ({ page }) => {
  await page.route('**/api/contact-messages', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  );
  await page.goto('/contact');
  await fillMessage(page);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText(/Failed to send message/)).toBeVisible();
  await expect(page.getByText(/Message sent successfully/)).toHaveCount(0);
  await expect(page.getByLabel('Full name')).toHaveValue(message.name);
  await expect(page.getByLabel('Email address')).toHaveValue(message.email);
  await expect(page.getByLabel('Category (optional)')).toHaveValue(message.category);
  await expect(page.getByLabel('Subject')).toHaveValue(message.subject);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message.message);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
