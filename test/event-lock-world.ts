/**
 * The aso-ebi lock's race for tests (issue 32 item 5): a guest whose event order waits for a
 * payment she has started (an open checkout, an attempt on Paystack's page), and Paystack's word
 * that it was paid, kept by the local simulator, so `payments.settle()` takes the real path.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../server/db/client.ts';
import {
  asoEbiMembers,
  checkouts,
  payments,
  paystackSimTransactions,
} from '../server/db/schema/index.ts';
import { sampleMeasurements } from './factories.ts';
import { insertOrder } from './fixtures.ts';

type Look = {
  id: string;
  tailorId: string;
  productId: string;
  outfitKobo: number;
  marginKobo: number;
};

/**
 * A member of `event` who joined `look`, with her order unpaid in an open checkout of its own and
 * an attempt to pay it open: answers her member row, her order and the attempt's reference.
 */
export async function guestPaying(
  db: Db,
  event: { id: string; sewBy: string },
  look: Look,
  userId: string,
) {
  const totalKobo = look.outfitKobo + look.marginKobo;
  const creditKobo = 0;
  const [checkout] = await db
    .insert(checkouts)
    .values({
      userId,
      requestHash: randomBytes(8).toString('hex'),
      amountKobo: totalKobo - creditKobo,
      creditKobo,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })
    .returning();
  const order = await insertOrder(
    db,
    userId,
    { id: look.productId, tailorId: look.tailorId, price: totalKobo / 100 },
    {
      status: 'pending',
      paymentState: 'unpaid',
      checkoutId: checkout!.id,
      basePrice: look.outfitKobo / 100,
      hostMarginKobo: look.marginKobo,
      creditKobo,
      eventId: event.id,
      neededBy: event.sewBy,
      acceptBy: null,
    },
  );
  const reference = `telo_${randomBytes(12).toString('hex')}`;
  await db.insert(payments).values({
    checkoutId: checkout!.id,
    reference,
    amountKobo: totalKobo - creditKobo,
    email: `${userId}@customers.telo.ng`,
    authorizationUrl: `http://localhost:3000/pay/${reference}`,
  });
  const [member] = await db
    .insert(asoEbiMembers)
    .values({
      eventId: event.id,
      userId,
      name: 'Guest',
      lookId: look.id,
      sizeNote: 'Usually a 12',
      measurements: { ...sampleMeasurements },
      measuredAt: new Date(),
      state: 'joined',
      joinedAt: new Date(),
      orderId: order.id,
    })
    .returning();
  return { member: member!, order, reference, checkoutId: checkout!.id };
}

/** Paystack (its local stand-in) has the attempt paid in full by card. */
export async function paystackSaysPaid(db: Db, reference: string, amountKobo: number) {
  await db.insert(paystackSimTransactions).values({
    reference,
    accessCode: randomBytes(8).toString('hex'),
    amount: amountKobo,
    currency: 'NGN',
    email: 'guest@customers.telo.ng',
    status: 'success',
    channel: 'card',
    paidAt: new Date(),
  });
}

/** The payment's word reaches Telo (as the webhook or the sweep would bring it) and settles. */
export async function settlePayment(app: FastifyInstance, reference: string) {
  await app.payments.settle(reference);
  for (let i = 0; i < 3; i++) {
    await app.paystackSimulator?.processDue();
    await app.paystackSimulator?.idle();
    await app.payments.idle();
  }
  await app.outbox.idle();
}
