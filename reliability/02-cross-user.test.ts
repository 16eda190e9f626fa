/**
 * 2. Cross-user access: each of two real shoppers, with a session of their own, tries to read and
 * change the other's cart, measurements and orders, by path and by body, and with stale or forged
 * sessions or a forged signed-in hint; and, since issue 12, to become the other (guessed codes, /api/me, PATCH /api/me) or
 * reach the tailor and admin routes; since issue 13, to cancel their orders, order from their
 * cart, read their saved addresses, or read and pay again the checkout the victim started (by its
 * payment reference); since issue 28, to confirm receiving their order (which releases its money);
 * since issue 29, to approve their order's ready photo, ask for a change on it, or answer one.
 * In demo mode and in live mode (DEMO_SHOPPER=off).
 * Figures: successes = 0; the victim's rows changed = 0; payments started by attackers = 0;
 * ledger transactions posted by attackers = 0.
 * Controls: each reads their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutApi } from '../shared/api/checkout.ts';
import { pathOf } from '../shared/api/endpoint.ts';
import { savedAddresses, sessions } from '../server/db/schema/index.ts';
import { hashToken } from '../server/plugins/session.ts';
import { SIGNED_IN_HINT_COOKIE } from '../shared/signed-in-hint.ts';
import { liveMode } from '../test/test-app.ts';
import { applicationBody, measurementsBody, sameOriginJson } from './helpers/bodies.ts';
import { label, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { ownedBy, rowCounts } from './helpers/world.ts';

const TEST = '2 Cross-user access';

type Attempt = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: object;
  cookie: string;
  /** A 2xx is a success unless this says otherwise (GET /api/me is 200 for everyone). */
  succeeded?: (res: { statusCode: number; json(): unknown }) => boolean;
};
type Shopper = {
  userId: string;
  cookie: string;
  orderId: string;
  phone?: string;
  /** The payment reference of a checkout the shopper started. */
  reference?: string;
};

/** Every way we know to reach `victim`'s data while signed in as `attacker`. */
function attempts(
  attacker: Shopper,
  victim: Shopper,
  productId: string,
  victimProductId: string,
): Attempt[] {
  const v = victim.userId;
  // The same id spelt differently in the address: percent-encoded letters, different case.
  const spellings = [
    v,
    [...v].map((c) => `%${c.charCodeAt(0).toString(16)}`).join(''),
    v.toUpperCase(),
  ];
  const byPath = spellings.flatMap((id): Omit<Attempt, 'cookie'>[] => [
    { name: `read cart /${id}`, method: 'GET', url: `/api/users/${id}/cart` },
    { name: `count cart /${id}`, method: 'GET', url: `/api/users/${id}/cart/count` },
    { name: `read measurements /${id}`, method: 'GET', url: `/api/users/${id}/measurements` },
    { name: `read orders /${id}`, method: 'GET', url: `/api/users/${id}/orders` },
    {
      name: `remove item /${id}`,
      method: 'DELETE',
      url: `/api/users/${id}/cart/${victimProductId}`,
    },
    { name: `clear cart /${id}`, method: 'DELETE', url: `/api/users/${id}/cart` },
  ]);
  const byBody: Omit<Attempt, 'cookie'>[] = [
    { name: 'read order by id', method: 'GET', url: `/api/orders/${victim.orderId}` },
    {
      name: 'add to cart',
      method: 'POST',
      url: '/api/cart',
      body: { userId: v, productId, quantity: 1 },
    },
    {
      name: 'save measurements',
      method: 'POST',
      url: '/api/measurements',
      body: measurementsBody(v, '99'),
    },
    {
      name: 'apply as tailor',
      method: 'POST',
      url: '/api/tailor-applications',
      body: applicationBody(v),
    },
    // Accounts (issue 12): become the victim, or reach what only tailors and admins may.
    {
      name: 'act as the victim (/api/me)',
      method: 'GET',
      url: '/api/me',
      succeeded: (res) => (res.json() as { id: unknown }).id === v,
    },
    ...['000000', '123456', '999999'].map((code): Omit<Attempt, 'cookie'> => ({
      name: `sign in as the victim with ${code}`,
      method: 'POST',
      url: '/api/auth/verify',
      body: { destination: victim.phone ?? '+2348000000000', code },
    })),
    // Checkout and payments (issue 13): cancel the victim's order, order from their cart.
    {
      name: 'cancel order by id',
      method: 'POST',
      url: `/api/orders/${victim.orderId}/cancel`,
      body: {},
    },
    // Issue 28: confirming receipt releases the tailor's payment; only the order's shopper may.
    {
      name: 'confirm receiving the victim’s order (release its money)',
      method: 'POST',
      url: `/api/orders/${victim.orderId}/received`,
      body: {},
    },
    // Issue 29: approve before dispatch. Only the order's shopper approves or asks for a change;
    // only the order's tailor answers it (a shopper has no tailor role: 403).
    {
      name: 'approve the victim’s ready photo ("Looks right")',
      method: 'POST',
      url: `/api/orders/${victim.orderId}/approve`,
      body: {},
    },
    {
      name: 'ask for a change on the victim’s order',
      method: 'POST',
      url: `/api/orders/${victim.orderId}/change-request`,
      body: { note: 'Make it shorter', photos: [] },
    },
    {
      name: 'answer a change request on the victim’s order as its tailor',
      method: 'POST',
      url: `/api/tailor/orders/${victim.orderId}/change-answer`,
      body: { answer: 'explain', reply: 'No' },
    },
    {
      name: 'check out the victim’s cart',
      method: 'POST',
      url: '/api/checkout',
      body: { items: [{ productId: victimProductId }], delivery: { kind: 'pickup' } },
    },
    {
      name: 'read the victim’s saved addresses',
      method: 'GET',
      url: '/api/addresses',
      succeeded: (res) => JSON.stringify(res.json()).includes(`Street of ${v}`),
    },
    // The victim's payment: someone else's reference answers exactly like an unknown one (404);
    // a session that is nobody's is asked to sign in before paying (401, live mode).
    ...(victim.reference
      ? [
          {
            name: 'read the victim’s payment',
            method: 'GET' as const,
            url: pathOf(checkoutApi.payment, { reference: victim.reference }),
            succeeded: (res: { statusCode: number }) => res.statusCode !== 404,
          },
          {
            name: 'pay the victim’s checkout again',
            method: 'POST' as const,
            url: pathOf(checkoutApi.retry, { reference: victim.reference }),
            body: {},
            succeeded: (res: { statusCode: number }) => ![401, 404].includes(res.statusCode),
          },
        ]
      : []),
    { name: 'tailor workspace', method: 'GET', url: '/api/tailor/me' },
    { name: 'admin review queue', method: 'GET', url: '/api/admin/tailor-applications' },
  ];
  return [...byPath, ...byBody].map((a) => ({ ...a, cookie: attacker.cookie }));
}

const modes = [
  { mode: 'demo mode', demoShopper: true },
  { mode: 'live mode', demoShopper: false },
];
const cases = targets().flatMap((target) => modes.map((m) => ({ target, ...m })));

describe.each(cases)('$target.kind, $mode', ({ target, mode, demoShopper }) => {
  const database = `${label(target)}, ${mode}`;
  let t: RunningApp;
  beforeAll(async () => {
    t = await startApp(target, { config: demoShopper ? {} : liveMode });
    for (const userId of [t.world.user1.userId, t.world.other.userId]) {
      await t.db.insert(savedAddresses).values({
        userId,
        name: 'Ada Obi',
        phone: '08031234567',
        street: `Street of ${userId}`,
        city: 'Lagos',
        state: 'Lagos',
      });
    }
  });
  afterAll(() => t?.close());

  const send = (a: Attempt) =>
    t.app.inject({
      method: a.method,
      url: a.url,
      // As the client does: a JSON content type only when there is a body.
      ...(a.body
        ? { headers: sameOriginJson(a.cookie), payload: JSON.stringify(a.body) }
        : { headers: { cookie: a.cookie, 'sec-fetch-site': 'same-origin' } }),
    });

  it('lets no shopper read or change another shopper’s cart, measurements or orders', async () => {
    const { user1, other, productIds } = t.world;
    // Each shopper reads their own: the sessions work, so a refusal below means something.
    for (const me of [user1, other]) {
      const own = await t.app.inject({
        url: `/api/users/${me.userId}/orders`,
        headers: { cookie: me.cookie },
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().map((o: { id: string }) => o.id)).toEqual([me.orderId]);
    }
    // The victim starts a checkout (left unpaid): its reference is what attackers try below.
    const started = await send({
      name: 'the victim checks out',
      method: 'POST',
      url: checkoutApi.checkout.path,
      body: { items: [{ productId: productIds[2] }], delivery: { kind: 'pickup' } },
      cookie: other.cookie,
    });
    expect(started.statusCode, started.body).toBe(201);
    const victim = { ...other, reference: started.json().reference as string };
    const ownPayment = await send({
      name: 'the victim reads their payment',
      method: 'GET',
      url: pathOf(checkoutApi.payment, { reference: victim.reference }),
      cookie: other.cookie,
    });
    expect(ownPayment.statusCode).toBe(200);

    // A victim's expired session, and the stored hash of a live one sent as if it were the token.
    const expired = 'E'.repeat(43);
    await t.db.insert(sessions).values({
      tokenHash: hashToken(expired),
      userId: other.userId,
      expiresAt: new Date(Date.now() - 1000),
    });
    const storedHash = hashToken(other.cookie.split('=')[1]!);
    // And the signed-in hint (decision 041), which the page's script reads: forged alone or
    // beside a dead session, it must count for nothing.
    const stale = [
      `telo_session=${expired}`,
      `telo_session=${storedHash}`,
      `${SIGNED_IN_HINT_COOKIE}=1`,
      `telo_session=${expired}; ${SIGNED_IN_HINT_COOKIE}=1`,
    ].map((cookie) => ({ ...user1, cookie }));

    const before = {
      user1: await ownedBy(t.db, user1.userId),
      other: await ownedBy(t.db, other.userId),
    };
    const countsBefore = await rowCounts(t.db);
    const all = [
      ...attempts(user1, victim, productIds[3]!, productIds[2]!),
      ...attempts(other, user1, productIds[3]!, productIds[0]!),
      ...stale.flatMap((s) => attempts(s, victim, productIds[3]!, productIds[2]!)),
      // A stale session must not rename anyone (a valid one renames its own account only).
      ...stale.map((s): Attempt => ({
        name: 'rename with a stale session',
        method: 'PATCH',
        url: '/api/me',
        body: { fullName: 'Stolen Name' },
        cookie: s.cookie,
      })),
    ];
    const succeeded: string[] = [];
    const statuses: Record<number, number> = {};
    for (const attempt of all) {
      const res = await send(attempt);
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      const success = attempt.succeeded ? attempt.succeeded(res) : res.statusCode < 300;
      if (success) succeeded.push(`${attempt.name} → ${res.statusCode}`);
    }
    const after = {
      user1: await ownedBy(t.db, user1.userId),
      other: await ownedBy(t.db, other.userId),
    };
    const changed = (['user1', 'other'] as const).filter(
      (who) => JSON.stringify(before[who]) !== JSON.stringify(after[who]),
    );
    const countsAfter = await rowCounts(t.db);
    const paymentsStarted = countsAfter.payments! - countsBefore.payments!;
    const moneyMoved = countsAfter.ledger_transactions! - countsBefore.ledger_transactions!;

    record({
      test: TEST,
      database,
      name: 'attempts (by path, by body, stale sessions, forged hints)',
      value: all.length,
      target: 'reported',
      status: 'met',
      note: JSON.stringify(statuses),
    });
    zero(TEST, database, 'successes', succeeded.length, succeeded.slice(0, 3).join('; '));
    zero(TEST, database, 'shoppers whose rows changed', changed.length);
    zero(TEST, database, 'payments started for another’s checkout', paymentsStarted);
    zero(TEST, database, 'ledger transactions posted by attackers (releases, refunds)', moneyMoved);
    expect(succeeded).toEqual([]);
    expect(changed).toEqual([]);
    expect(paymentsStarted).toBe(0);
    expect(moneyMoved).toBe(0);
  });
});
