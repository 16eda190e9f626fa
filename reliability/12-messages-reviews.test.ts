/**
 * 12. Messages and reviews (issue 15): a stranger, another shopper and another tailor try to
 * read and write the threads and reviews of two parties (by path, by body, by guessed ids); the
 * reviews a shopper may not write (order not completed, not theirs, already reviewed) are
 * refused; a stored message with HTML or script is answered as the same text and shown as text.
 * Figures: successful reads and writes of others' threads and reviews = 0; the parties' rows
 * changed = 0; forbidden reviews accepted = 0; messages rendered as markup = 0.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orders, reviews, tailors } from '../server/db/schema/index.ts';
import type { ThreadDetail } from '../shared/schemas/message.ts';
import { ThreadView } from '../client/features/messages/components/thread-view.tsx';
import { insertTailor, insertUser } from '../test/fixtures.ts';
import { sameOriginJson } from './helpers/bodies.ts';
import { label, targets } from './helpers/databases.ts';
import { zero } from './helpers/figures.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { sessionCookie } from './helpers/world.ts';

const TEST = '12 Messages and reviews';
const HTML = '<script>alert("x")</script><img src=x onerror=alert(1)><b>bold</b>';

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;
  /** The parties: user1 and the tailor of the world; their order thread and pre-order thread. */
  let tailorCookie: string;
  let orderThread: string;
  let preOrderThread: string;
  let review: string;
  let attackers: { name: string; cookie: string }[];

  const send = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: sameOriginJson(cookie),
      ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
    });
  const partyRows = async () =>
    JSON.stringify({
      messages: await t.db.select().from(messages).orderBy(messages.id),
      reviews: await t.db.select().from(reviews).orderBy(reviews.id),
      tailor: await t.db.select().from(tailors).where(eq(tailors.id, t.world.tailor.id)),
    });

  beforeAll(async () => {
    t = await startApp(target);
    const { user1, tailor } = t.world;
    tailorCookie = await sessionCookie(t.db, tailor.userId);
    // The world's orders are completed (a test helper, as the tailor workspace would do it).
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, user1.orderId));
    orderThread = (await send(user1.cookie, 'POST', `/api/orders/${user1.orderId}/thread`)).json()
      .id;
    preOrderThread = (await send(user1.cookie, 'POST', `/api/tailors/${tailor.id}/thread`)).json()
      .id;
    for (const id of [orderThread, preOrderThread]) {
      const sent = await send(user1.cookie, 'POST', `/api/messages/threads/${id}/messages`, {
        body: HTML,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const posted = await send(user1.cookie, 'POST', `/api/orders/${user1.orderId}/review`, {
      rating: 4,
      body: 'Good fit and finish, a little late.',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    review = posted.json().id;

    const stranger = await insertUser(t.db, { phone: '+2348099990077' });
    const otherTailor = await insertTailor(t.db);
    attackers = [
      { name: 'another shopper', cookie: t.world.other.cookie },
      { name: 'a stranger', cookie: await sessionCookie(t.db, stranger.id) },
      { name: 'another tailor', cookie: await sessionCookie(t.db, otherTailor.userId) },
    ];
  });
  afterAll(() => t?.close());

  it('lets nobody else read or write the parties’ threads and reviews', async () => {
    const { user1, tailor } = t.world;
    const guessed = Array.from({ length: 25 }, () => randomUUID());
    const before = await partyRows();
    const failures: string[] = [];
    let sent = 0;
    for (const attacker of attackers) {
      const tries: [string, 'GET' | 'POST', string, object?][] = [
        ...[orderThread, preOrderThread, orderThread.toUpperCase(), ...guessed].flatMap(
          (id): [string, 'GET' | 'POST', string, object?][] => [
            ['read thread', 'GET', `/api/messages/threads/${id}`],
            ['write thread', 'POST', `/api/messages/threads/${id}/messages`, { body: 'hi' }],
            ['mark read', 'POST', `/api/messages/threads/${id}/read`],
          ],
        ),
        ['open order thread', 'POST', `/api/orders/${user1.orderId}/thread`],
        [
          'review order',
          'POST',
          `/api/orders/${user1.orderId}/review`,
          { rating: 1, body: 'Terrible work, avoid.' },
        ],
        ['reply to review', 'POST', `/api/reviews/${review}/reply`, { body: 'Not mine to say' }],
        ['read reviews by path', 'GET', `/api/users/${user1.userId}/reviews`],
        // By body: a thread or user named in the body changes nothing about whose it is.
        [
          'thread by body',
          'POST',
          `/api/tailors/${tailor.id}/thread`,
          { threadId: preOrderThread },
        ],
      ];
      for (const [name, method, url, body] of tries) {
        const res = await send(attacker.cookie, method, url, body);
        sent++;
        const ok = res.statusCode < 300;
        if (ok && name === 'thread by body') continue; // refused by its strict body: checked below
        if (ok) failures.push(`${attacker.name}: ${name} ${url} → ${res.statusCode}`);
      }
      // What an attacker's own lists show: nothing of the parties.
      const list = (await send(attacker.cookie, 'GET', '/api/messages/threads')).json() as {
        id: string;
      }[];
      if (list.some((th) => th.id === orderThread || th.id === preOrderThread)) {
        failures.push(`${attacker.name}: the parties' thread in their list`);
      }
    }
    const changed = (await partyRows()) === before ? 0 : 1;
    zero(
      TEST,
      database,
      'successful reads and writes of others’ threads and reviews',
      failures.length,
      `${sent} attempts by 3 accounts`,
    );
    zero(TEST, database, 'parties’ messages, reviews or rating changed', changed);
    expect(failures).toEqual([]);
    expect(changed).toBe(0);

    // Controls: both parties read the thread.
    expect(
      (await send(user1.cookie, 'GET', `/api/messages/threads/${orderThread}`)).statusCode,
    ).toBe(200);
    expect(
      (await send(tailorCookie, 'GET', `/api/messages/threads/${orderThread}`)).statusCode,
    ).toBe(200);
  });

  it('refuses reviews of orders that are not completed, not yours or already reviewed', async () => {
    const { user1, other, products } = t.world;
    const [pending] = await t.db
      .insert(orders)
      .values({
        userId: user1.userId,
        tailorId: t.world.tailor.id,
        productId: products[3]!.id,
        measurements: {},
        totalAmount: 1000,
      })
      .returning();
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, other.orderId));
    const body = { rating: 5, body: 'Perfect, would order again.' };
    const attempts = [
      await send(user1.cookie, 'POST', `/api/orders/${pending!.id}/review`, body),
      await send(user1.cookie, 'POST', `/api/orders/${other.orderId}/review`, body),
      await send(user1.cookie, 'POST', `/api/orders/${user1.orderId}/review`, body),
      ...(await Promise.all(
        Array.from({ length: 10 }, () =>
          send(user1.cookie, 'POST', `/api/orders/${user1.orderId}/review`, body),
        ),
      )),
    ];
    const accepted = attempts.filter((r) => r.statusCode < 300).length;
    zero(
      TEST,
      database,
      'forbidden reviews accepted (not completed, not yours, already reviewed)',
      accepted,
      `${attempts.length} attempts`,
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual(
      [404, 409, ...Array(11).fill(409)].sort(),
    );
    const [row] = await t.db.select().from(tailors).where(eq(tailors.id, t.world.tailor.id));
    expect(row).toMatchObject({ reviewCount: 1, rating: 4 });
  });

  it('answers and shows a message with HTML or script as the text it is', async () => {
    const res = await send(tailorCookie, 'GET', `/api/messages/threads/${orderThread}`);
    const thread = res.json() as ThreadDetail;
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    const html = renderToString(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(MemoryRouter, null, createElement(ThreadView, { thread })),
      ),
    );
    const asMarkup = [/<script>alert/, /<img src=x/, /<b>bold<\/b>/].filter((p) => p.test(html));
    zero(TEST, database, 'stored HTML or script rendered as markup', asMarkup.length);
    expect(thread.messages[0]!.body).toBe(HTML);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(asMarkup).toEqual([]);
  });
});
