/**
 * 18. The aso-ebi lock racing late payments (issue 32 item 5, decision 054): an event whose
 * guests all started paying (an open checkout and an attempt each, which Paystack says were
 * paid), locked while their payments' word arrives, some before the lock, some during it, some
 * after; the lock itself run three times at once. Each guest must end exactly one way: paid and
 * sent to her tailor (accept-by set, due by the sew-by date, her money in escrow), or dropped and
 * refunded in full (card net 0, escrow 0); never both, never neither, and the books hold.
 * Figures: guests both paid and dropped = 0; guests neither = 0; money lost (charged, neither
 * held nor refunded) = 0; locks that happened more than once = 0; broken invariants = 0.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asoEbiMembers,
  orderEvents,
  orders,
  outboundMessages,
  refunds,
} from '../server/db/schema/index.ts';
import { accounts } from '../server/modules/money/ledger/accounts.ts';
import { balance } from '../server/modules/money/ledger/ledger.ts';
import { insertEvent } from '../test/event-world.ts';
import { guestPaying, paystackSaysPaid } from '../test/event-lock-world.ts';
import { insertProduct, insertTailor, insertUser } from '../test/fixtures.ts';
import { label, targets } from './helpers/databases.ts';
import { zero } from './helpers/figures.ts';
import { startApp, type RunningApp } from './helpers/in-process.ts';
import { brokenInvariants } from './helpers/invariants.ts';
import { insertShoppers } from './helpers/world.ts';

const TEST = '18 Aso-ebi lock';
const GUESTS = 60;
const OUTFIT = 4_500_000;
const MARGIN = 300_000;

describe.each(targets())('$kind', (target) => {
  const database = label(target);
  let t: RunningApp;

  beforeAll(async () => {
    t = await startApp(target, { config: { payments: { simulatorRefundMs: 0 } } });
  });
  afterAll(() => t?.close());

  /** Until the simulator's refunds, the webhooks and the texts have all been handled. */
  async function settleAll() {
    for (let i = 0; i < 3; i++) {
      await t.app.paystackSimulator!.processDue();
      await t.app.paystackSimulator!.idle();
      await t.app.payments.idle();
    }
    await t.app.outbox.idle();
  }

  it('each guest ends paid-and-sent or dropped-and-refunded, never both or neither', async () => {
    const host = await insertUser(t.db, { username: 'aso-ebi-host', phone: '+2348061234500' });
    const tailor = await insertTailor(t.db, { businessName: 'Aso-ebi House' });
    const product = await insertProduct(t.db, tailor.id, { price: OUTFIT / 100 });
    const { event, looks } = await insertEvent(t.db, host.id, [
      { productId: product.id, tailorId: tailor.id, outfitKobo: OUTFIT, marginKobo: MARGIN },
    ]);
    const shoppers = await insertShoppers(t.db, GUESTS, 'aso-ebi-guest');
    const guests = [];
    for (const shopper of shoppers) {
      const paying = await guestPaying(t.db, event, looks[0]!, shopper.userId);
      await paystackSaysPaid(t.db, paying.reference, OUTFIT + MARGIN);
      guests.push({ ...paying, userId: shopper.userId });
    }

    // A third of the payments' word is in before the lock; the rest races it: the three locks
    // (the job on two instances and the host's Lock now) start when a third of the racers have
    // settled, while the others are on their way.
    const early = guests.slice(0, GUESTS / 3);
    await Promise.all(early.map((g) => t.app.payments.settle(g.reference)));
    const racers = guests.slice(GUESTS / 3);
    let settled = 0;
    let startLocks!: () => void;
    const locksStarted = new Promise<void>((resolve) => (startLocks = resolve));
    const locking = locksStarted.then(() =>
      Promise.all([0, 1, 2].map(() => t.app.eventLock.lock(event.id))),
    );
    // Four lanes, each settling its racers one after another, so the lock lands among them.
    const LANES = 4;
    await Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        for (const g of racers.filter((_, i) => i % LANES === lane)) {
          await t.app.payments.settle(g.reference);
          settled += 1;
          if (settled === Math.floor(racers.length / 3)) startLocks();
        }
      }),
    );
    startLocks();
    const results = await locking;
    // Paystack's word arrives once more for every payment (a webhook after the callback).
    await Promise.all(guests.map((g) => t.app.payments.settle(g.reference)));
    await settleAll();

    const lockedTimes = results.filter((r) => r !== undefined);
    const members = await t.db
      .select()
      .from(asoEbiMembers)
      .where(eq(asoEbiMembers.eventId, event.id));
    const orderRows = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          guests.map((g) => g.order.id),
        ),
      );
    const sent = new Set(
      (
        await t.db
          .select({ orderId: orderEvents.orderId })
          .from(orderEvents)
          .where(eq(orderEvents.kind, 'event_locked'))
      ).map((e) => e.orderId),
    );
    const refundRows = await t.db.select().from(refunds);

    let both = 0;
    let neither = 0;
    let lost = 0;
    let paidCount = 0;
    for (const guest of guests) {
      const member = members.find((m) => m.id === guest.member.id)!;
      const order = orderRows.find((o) => o.id === guest.order.id)!;
      const escrow = await balance(t.db, accounts.escrow(order.id));
      const card = await balance(t.db, accounts.card(guest.userId));
      const refunded = refundRows
        .filter((r) => r.paymentReference === guest.reference && r.state === 'processed')
        .reduce((n, r) => n + r.amountKobo, 0);
      const paidAndSent =
        member.state === 'joined' &&
        order.paymentState === 'paid' &&
        order.status === 'pending' &&
        order.acceptBy !== null &&
        order.neededBy === event.sewBy &&
        sent.has(order.id) &&
        escrow === OUTFIT + MARGIN &&
        card === -(OUTFIT + MARGIN);
      const droppedAndRefunded =
        member.state === 'dropped' &&
        order.status === 'cancelled' &&
        !sent.has(order.id) &&
        refunded === OUTFIT + MARGIN &&
        escrow === 0 &&
        card === 0;
      if (paidAndSent && droppedAndRefunded) both += 1;
      if (!paidAndSent && !droppedAndRefunded) neither += 1;
      // Charged by Paystack: the money is either held for her outfit or back on her card.
      if (escrow + refunded !== OUTFIT + MARGIN) lost += 1;
      if (paidAndSent) paidCount += 1;
    }
    const texts = await t.db.select().from(outboundMessages);
    const hostTexts = texts.filter((m) => m.to === host.phone).length;

    expect(zero(TEST, database, 'guests both paid and dropped', both).status).toBe('met');
    expect(zero(TEST, database, 'guests neither paid nor refunded', neither).status).toBe('met');
    expect(zero(TEST, database, 'charged guests whose money is lost', lost).status).toBe('met');
    expect(
      zero(TEST, database, 'locks beyond the first', lockedTimes.length - 1, `${paidCount} paid`)
        .status,
    ).toBe('met');
    expect(zero(TEST, database, 'host texted more than once', hostTexts - 1).status).toBe('met');
    expect(paidCount).toBeGreaterThanOrEqual(early.length);
    const broken = await brokenInvariants(t.db);
    expect(
      zero(TEST, database, 'broken invariants', Object.keys(broken).length, JSON.stringify(broken))
        .status,
    ).toBe('met');
  }, 120_000);
});
