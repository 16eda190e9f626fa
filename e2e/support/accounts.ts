import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OutboxEntry, SignedIn } from '../../shared/schemas/account.ts';
import { DEMO_PHONES } from '../../server/db/seed/build-catalog.ts';
import { tailorSeeds } from '../../server/db/seed/catalog/tailors.ts';
import { workerPorts } from './worker-ports.ts';

/** This worker's live-mode server (DEMO_SHOPPER=off), started beside its demo one. */
export const LIVE_BASE_URL = `http://localhost:${workerPorts().live}`;

/**
 * A Nigerian mobile number no other test uses, as a shopper types it (080…) and as the server
 * keeps it (+23480…).
 */
export function newPhoneNumber() {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { typed: `080${digits}`, e164: `+23480${digits}` };
}

/** The newest sign-in code the development outbox holds for `to` (E.164 or email). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as OutboxEntry[];
      code = /\b(\d{6})\b/.exec(outbox.find((entry) => entry.to === to)?.body ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code!;
}

/**
 * Signs a browser context in through the API (its cookies are the page's), for journeys about
 * what happens once signed in. Gives the account's id.
 */
export async function signInThroughApi(
  request: APIRequestContext,
  phone: { typed: string; e164: string },
  fullName: string,
): Promise<string> {
  expect(
    (await request.post('/api/auth/code', { data: { destination: phone.typed } })).status(),
  ).toBe(202);
  const code = await latestCode(request, phone.e164);
  const verified = await request.post('/api/auth/verify', {
    data: { destination: phone.typed, code },
  });
  expect(verified.status()).toBe(200);
  const { me } = (await verified.json()) as SignedIn;
  expect((await request.patch('/api/me', { data: { fullName } })).status()).toBe(200);
  return me.id!;
}

/** A seeded demo tailor's sign-in number (by seed order, README: demo accounts) and owner. */
export function demoTailor(businessName: string) {
  const index = tailorSeeds.findIndex((t) => t.businessName === businessName);
  expect(index, businessName).toBeGreaterThanOrEqual(0);
  const e164 = DEMO_PHONES.tailor(index);
  return { phone: { e164, typed: `0${e164.slice(4)}` }, owner: tailorSeeds[index]!.owner.fullName };
}

/** The header's avatar: a link to /profile showing the visitor's initials. */
export const avatar = (page: Page) => page.getByRole('link', { name: 'Your profile', exact: true });

export const DEMO_BANNER =
  'You are exploring Telo as a demo shopper — Sign in to use your own account';
