import { createHash } from 'node:crypto';
import { CHECKOUT_COMPLETE_PAGE } from '../../../../shared/api/checkout.ts';
import { measurementKeys } from '../../../../shared/catalog.ts';
import { formatNaira, fromKobo } from '../../../../shared/money.ts';
import {
  UNPAID_ORDER_TTL_HOURS,
  type CheckoutRequest,
  type CheckoutStarted,
} from '../../../../shared/schemas/checkout.ts';
import type { checkoutRequestSchema } from '../../../../shared/schemas/checkout.ts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { checkouts, orders, StoredDelivery } from '../../../db/schema/index.ts';
import { ConflictError } from '../../../errors.ts';
import type { Claim } from '../payments/attempts.ts';
import type { Payments } from '../payments/payments.service.ts';
import {
  balanceKobo,
  creditToApply,
  recordSpent,
  returnOrderCredit,
  shareCredit,
} from '../credit/store-credit.ts';
import * as paymentsRepository from '../payments/payments.repository.ts';
import * as checkoutRepository from './checkout.repository.ts';
import { addDays, priceItems } from './quote.ts';

type ParsedCheckout = z.output<typeof checkoutRequestSchema>;
type CheckoutRow = typeof checkouts.$inferSelect;
type NewOrderRow = typeof orders.$inferInsert;
export type { CheckoutRequest };

/**
 * Turns cart items into one pending, unpaid order each (issue 13) and starts a payment.
 * The same request sent twice while its orders are unpaid answers those orders again (a double
 * click, two tabs, a retry after a timeout): the shopper's checkouts are serialised by a lock on
 * their user row, and a unique index on (user, request) backs it. Under the same lock the
 * checkout's one payment attempt is claimed, so the same request again answers that attempt's
 * link (issue 28); a checkout that store credit pays in full is paid before the lock is let go,
 * and the same request again answers that paid checkout. A different request replaces the
 * shopper's earlier unpaid checkout of the same items: its orders are cancelled.
 */
export async function placeCheckout(
  db: Db,
  pay: Payments,
  userId: string,
  request: ParsedCheckout,
): Promise<CheckoutStarted> {
  const measured = await checkoutRepository.findMeasurements(db, userId);
  if (!measured) {
    throw new ConflictError(
      'Save your measurements before checking out: your tailor cuts your outfit from them.',
    );
  }
  const delivery = request.delivery;
  const { lines } = await priceItems(
    db,
    userId,
    request.items,
    delivery.kind === 'pickup'
      ? delivery
      : { kind: 'delivery', state: delivery.address.state, city: delivery.address.city },
  );
  for (const [i, line] of lines.entries()) {
    if (line.rushRequired && !request.items[i]!.rushAccepted) {
      throw new ConflictError(
        `${line.product.name} is needed by ${line.neededBy}, sooner than ${line.tailor.businessName}'s ` +
          `usual ${line.estimatedDays} days: accept the rush surcharge of ${formatNaira(line.rushSurcharge)} ` +
          `or choose ${line.earliestDate} or later.`,
      );
    }
  }
  const snapshot: Record<string, number | string | null> = { unit: measured.unit };
  for (const key of measurementKeys) snapshot[key] = measured[key];
  const amountKobo = lines.reduce((n, l) => n + l.kobo.total, 0);
  const requestHash = hashRequest(request, amountKobo);

  const placed = await db.transaction(async (tx): Promise<Placed> => {
    // One checkout at a time per shopper (PostgreSQL: concurrent requests wait here).
    await checkoutRepository.lockShopper(tx, userId);
    const open = await checkoutRepository.findOpenCheckout(tx, userId, requestHash);
    // The same checkout again: its open attempt's link (one payment at a time, issue 28).
    if (open) return resumeCheckout(tx, pay, open);
    // Priced before the lock: a request that waited for one that has since been paid (a
    // checkout that credit paid in full) finds its items gone from the cart.
    const productIds = request.items.map((i) => i.productId);
    if ((await checkoutRepository.countInCart(tx, userId, productIds)) < request.items.length) {
      const answered = await paidCheckoutAgain(tx, userId, requestHash);
      if (answered) return { paid: answered };
      throw new ConflictError(
        'An item is no longer in your cart. Reload the checkout and try again.',
      );
    }

    await replaceOpenCheckouts(tx, userId, productIds);
    if (delivery.kind === 'delivery' && delivery.saveAddress) {
      await checkoutRepository.keepAddress(tx, userId, delivery.address);
    }
    const placedAt = Date.now();
    const toPlace = lines.map((line, i): OrderToPlace => {
      const item = request.items[i]!;
      const stored: StoredDelivery =
        delivery.kind === 'pickup'
          ? { kind: 'pickup', city: line.tailor.location, fee: 0 }
          : { kind: 'delivery', address: delivery.address, fee: line.deliveryFee };
      const estimated = line.neededBy ?? addDays(line.earliestDate, 0);
      return {
        totalKobo: line.kobo.total,
        tailorId: line.tailor.id,
        productId: line.productId,
        measurements: snapshot,
        totalAmount: line.total,
        estimatedDelivery: new Date(`${estimated}T12:00:00Z`),
        notes: item.notes,
        quantity: line.quantity,
        basePrice: line.basePrice,
        rushSurcharge: fromKobo(line.kobo.rush),
        deliveryFee: line.deliveryFee,
        neededBy: line.neededBy,
        rush: line.rushRequired,
        delivery: stored,
        // A millisecond apart, so lists and the confirmation keep the cart's order.
        createdAt: new Date(placedAt + i),
        updatedAt: new Date(placedAt + i),
      };
    });
    return (await startCheckout(tx, pay, { userId, requestHash, orders: toPlace })).placed;
  });
  return answerPlaced(pay, placed);
}

/** What a checkout's transaction decided: paid in full by credit, or an attempt to pay. */
export type Placed =
  | { paid: CheckoutStarted; checkout?: undefined; claim?: undefined }
  | { paid?: undefined; checkout: CheckoutRow; claim: Claim };

/** One order of a checkout, priced: its row as the checkout writes it, and its total in kobo. */
export type OrderToPlace = Omit<
  NewOrderRow,
  'userId' | 'status' | 'paymentState' | 'checkoutId' | 'creditKobo'
> & { totalKobo: number };

/**
 * The one way a checkout is made (the cart's, issue 13, and an aso-ebi guest's share, issue 32),
 * in the caller's transaction, which holds the shopper's lock (checkout.repository lockShopper):
 * a checkout and its pending, unpaid orders; store credit off first (read under that lock, so a
 * concurrent checkout of this shopper sees this one's spending and credit is never spent twice);
 * then paid at once when credit covers it all, else its one payment attempt claimed (issue 28).
 * The caller answers with answerPlaced() once the transaction has committed.
 */
export async function startCheckout(
  tx: Db,
  pay: Payments,
  { userId, requestHash, orders }: { userId: string; requestHash: string; orders: OrderToPlace[] },
): Promise<{ placed: Placed; orderIds: string[] }> {
  const amountKobo = orders.reduce((n, o) => n + o.totalKobo, 0);
  const creditKobo = creditToApply(await balanceKobo(tx, userId), amountKobo);
  const shares = shareCredit(
    creditKobo,
    orders.map((o) => o.totalKobo),
  );
  const created = await checkoutRepository.insertCheckout(tx, {
    userId,
    requestHash,
    amountKobo: amountKobo - creditKobo,
    creditKobo,
    expiresAt: new Date(Date.now() + UNPAID_ORDER_TTL_HOURS * 60 * 60 * 1000),
  });
  const spent: { orderId: string; creditKobo: number }[] = [];
  for (const [i, order] of orders.map(({ totalKobo: _t, ...row }) => row).entries()) {
    const orderId = await checkoutRepository.insertPlacedOrder(tx, {
      ...order,
      userId,
      status: 'pending',
      paymentState: 'unpaid',
      checkoutId: created.id,
      creditKobo: shares[i]!,
    });
    spent.push({ orderId, creditKobo: shares[i]! });
  }
  await recordSpent(tx, userId, spent);
  const orderIds = spent.map((s) => s.orderId);
  // Credit paid it all: settled now, in this transaction; nothing for Paystack to take.
  if (created.amountKobo === 0)
    return { placed: { paid: await pay.payWithCredit(tx, created) }, orderIds };
  return { placed: { checkout: created, claim: await pay.claimAttempt(tx, created) }, orderIds };
}

/**
 * The same checkout asked for again, in the caller's locked transaction: its open attempt's link,
 * or, for one that credit pays in full (left open by a build that paid those after their
 * transaction), paid now.
 */
export async function resumeCheckout(tx: Db, pay: Payments, open: CheckoutRow): Promise<Placed> {
  if (open.amountKobo === 0) return { paid: await pay.payWithCredit(tx, open) };
  return { checkout: open, claim: await pay.claimAttempt(tx, open) };
}

/** After the checkout's transaction committed: its confirmation, or its attempt's link. */
export async function answerPlaced(pay: Payments, placed: Placed): Promise<CheckoutStarted> {
  if (placed.paid) {
    pay.deliverTextsSoon();
    return placed.paid;
  }
  return pay.linkOf(placed.claim, placed.checkout);
}

/** The latest paid checkout of this very request, answered again as its confirmation. */
async function paidCheckoutAgain(tx: Db, userId: string, requestHash: string) {
  const paid = await checkoutRepository.findPaidCheckout(tx, userId, requestHash);
  if (!paid) return undefined;
  return {
    reference: paid.reference,
    authorizationUrl: `${CHECKOUT_COMPLETE_PAGE}?reference=${paid.reference}`,
    orderIds: await paymentsRepository.findCheckoutOrderIds(tx, paid.id),
  };
}

/**
 * The shopper's other open checkouts of any of these items are replaced by the new one (a changed
 * address or date): their unpaid orders are cancelled, so no outfit is on order twice.
 */
async function replaceOpenCheckouts(tx: Db, userId: string, productIds: string[]) {
  const replaced = await checkoutRepository.closeOverlappingCheckouts(tx, userId, productIds);
  for (const { id } of replaced) await expireClosedCheckout(tx, id);
}

/**
 * A checkout replaced by a new one (a changed address, an aso-ebi guest's changed look): closed,
 * its unpaid orders cancelled, their credit the shopper's again, and its open attempts expired.
 * A payment that still lands on it is refunded in full (payments.service markPaidIn).
 */
export async function closeCheckout(tx: Db, checkoutId: string) {
  if (await paymentsRepository.leaveOpen(tx, checkoutId, 'closed')) {
    await expireClosedCheckout(tx, checkoutId);
  }
}

async function expireClosedCheckout(tx: Db, checkoutId: string) {
  const cancelled = await paymentsRepository.expireUnpaidOrders(tx, checkoutId);
  if (cancelled.length > 0) {
    await paymentsRepository.insertOrderEvents(
      tx,
      cancelled.map((orderId) => ({ orderId, kind: 'cancelled' })),
    );
    // Their credit is the shopper's again, for the checkout that replaces them.
    await returnOrderCredit(tx, cancelled);
  }
  await paymentsRepository.expireOpenAttempts(tx, checkoutId);
}

/** Names a request by what it orders and how; the amount too, so a price change is a new one. */
function hashRequest(request: ParsedCheckout, amountKobo: number) {
  const items = [...request.items]
    .sort((a, b) => a.productId.localeCompare(b.productId))
    .map((i) => [i.productId, i.neededBy, i.notes, i.rushAccepted]);
  const delivery =
    request.delivery.kind === 'pickup'
      ? ['pickup']
      : ['delivery', Object.values(request.delivery.address)];
  return createHash('sha256')
    .update(JSON.stringify([items, delivery, amountKobo]))
    .digest('hex');
}
