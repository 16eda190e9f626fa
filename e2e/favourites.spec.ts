import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Product } from '../shared/schemas/product.ts';
import type { Tailor } from '../shared/schemas/tailor.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './support/a11y.ts';
import { latestCode, newPhoneNumber, signInThroughApi } from './support/accounts.ts';
import { openHydrated } from './support/client-navigation.ts';

/**
 * Follow Tailor and Save to Wishlist (issue 15) belong to the account: they survive signing out
 * and in again, and the demo shopper in between never sees them. Each run uses an account of its
 * own, so nothing here depends on (or leaves) the demo shopper's state.
 */
test('follows and the wishlist survive sign-out and sign-in', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const { request } = context;
  const tailor = ((await (await request.get('/api/tailors')).json()) as Tailor[])[2]!;
  const { items } = (await (await request.get('/api/products?sort=name&limit=24')).json()) as {
    items: Product[];
  };
  const outfit = items[5]!;
  const phone = newPhoneNumber();
  await signInThroughApi(request, phone, 'Tobi Oyelaran');
  const page = await context.newPage();

  // Follow the tailor: the button says so once the browser knows who this is.
  await openHydrated(page, `/tailors/${tailor.id}`);
  const follow = page.getByRole('button', { name: 'Follow Tailor' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = page.getByRole('button', { name: 'Following' });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  // Nothing personal in the server's HTML: it renders the plain button for everyone.
  const html = await (await request.get(`/tailors/${tailor.id}`)).text();
  expect(html).toContain('Follow Tailor');
  expect(html).not.toContain('Following');

  await openHydrated(page, `/products/${outfit.id}`);
  await page.getByRole('button', { name: 'Save to Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Saved to Wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  // Signed out, the browser is the demo shopper again, who follows and saved nothing of this.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await openHydrated(page, `/products/${outfit.id}`);
  await expect(page.getByRole('button', { name: 'Save to Wishlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Signing in again brings them back (a number may have a new code once its interval has passed:
  // a minute in production, SIGN_IN_CODE_RESEND_SECONDS=10 on the e2e server).
  await signInAgain(request, phone);
  await openHydrated(page, '/profile?tab=favorites');
  const favourites = page.getByRole('tabpanel', { name: 'Favorites' });
  const followed = favourites.getByRole('list', { name: 'Favourite tailors' });
  await expect(followed.getByRole('listitem')).toHaveCount(1);
  await expect(followed).toContainText(tailor.businessName);
  const wishlist = favourites.getByRole('list', { name: 'Wishlist' });
  await expect(wishlist.getByRole('listitem')).toHaveCount(1);
  await expect(wishlist).toContainText(outfit.name);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile-favourites');

  await wishlist.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${outfit.name} has been added to your cart`)).toBeVisible();
  await wishlist.getByRole('button', { name: `Remove ${outfit.name} from your wishlist` }).click();
  await expect(favourites.getByText('Your wishlist is empty.')).toBeVisible();

  await openHydrated(page, `/tailors/${tailor.id}`);
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow Tailor' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await context.close();
});

/** The same account again, once the number may be sent a new code. */
async function signInAgain(request: APIRequestContext, phone: { typed: string; e164: string }) {
  await expect
    .poll(
      async () =>
        (await request.post('/api/auth/code', { data: { destination: phone.typed } })).status(),
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(202);
  const code = await latestCode(request, phone.e164);
  const verified = await request.post('/api/auth/verify', {
    data: { destination: phone.typed, code },
  });
  expect(verified.status()).toBe(200);
}
