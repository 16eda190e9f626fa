/**
 * 2. Cross-user access: each of two real shoppers, with a session of their own, tries to read and
 * change the other's cart, measurements and orders, by path and by body, and with stale or forged
 * sessions. Figures: successes = 0; the victim's rows changed = 0. Controls: each reads their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../server/db/schema/index.ts';
import { hashToken } from '../server/plugins/session.ts';
import { applicationBody, measurementsBody, sameOriginJson } from './helpers/bodies.ts';
import { label, targets } from './helpers/databases.ts';
import { record, zero } from './helpers/figures.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { ownedBy } from './helpers/world.ts';

const TEST = '2 Cross-user access';

type Attempt = {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: object;
  cookie: string;
};
type Shopper = { userId: string; cookie: string; orderId: string };

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
  ];
  return [...byPath, ...byBody].map((a) => ({ ...a, cookie: attacker.cookie }));
}

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  beforeAll(async () => {
    t = await startApp(target);
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
    // A victim's expired session, and the stored hash of a live one sent as if it were the token.
    const expired = 'E'.repeat(43);
    await t.db.insert(sessions).values({
      tokenHash: hashToken(expired),
      userId: other.userId,
      expiresAt: new Date(Date.now() - 1000),
    });
    const storedHash = hashToken(other.cookie.split('=')[1]!);
    const stale = [`telo_session=${expired}`, `telo_session=${storedHash}`].map((cookie) => ({
      ...user1,
      cookie,
    }));

    const before = {
      user1: await ownedBy(t.db, user1.userId),
      other: await ownedBy(t.db, other.userId),
    };
    const all = [
      ...attempts(user1, other, productIds[3]!, productIds[2]!),
      ...attempts(other, user1, productIds[3]!, productIds[0]!),
      ...stale.flatMap((s) => attempts(s, other, productIds[3]!, productIds[2]!)),
    ];
    const succeeded: string[] = [];
    const statuses: Record<number, number> = {};
    for (const attempt of all) {
      const res = await send(attempt);
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode < 300) succeeded.push(`${attempt.name} → ${res.statusCode}`);
    }
    const after = {
      user1: await ownedBy(t.db, user1.userId),
      other: await ownedBy(t.db, other.userId),
    };
    const changed = (['user1', 'other'] as const).filter(
      (who) => JSON.stringify(before[who]) !== JSON.stringify(after[who]),
    );

    record({
      test: TEST,
      database,
      name: 'attempts (by path, by body, stale sessions)',
      value: all.length,
      target: 'reported',
      status: 'met',
      note: JSON.stringify(statuses),
    });
    zero(TEST, database, 'successes', succeeded.length, succeeded.slice(0, 3).join('; '));
    zero(TEST, database, 'shoppers whose rows changed', changed.length);
    expect(succeeded).toEqual([]);
    expect(changed).toEqual([]);
  });
});
