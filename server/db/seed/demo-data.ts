/**
 * The demo catalog a fresh database starts with: 26 tailors in five cities, 79 outfits in every
 * category, the placeholder shopper user1 with her order history (each order at a stage that
 * fits its status, with its timeline: build-orders.ts), the tailors' designs,
 * fabrics, prices and payment details, and each tailor's reviews on completed orders of twenty
 * demo shoppers (their rating and review count are what those reviews give). Loaded in one transaction, so a failure leaves the
 * database empty (and seedIfEmpty will try again on the next start).
 */
import type { Db } from '../client.ts';
import {
  asoEbiEvents,
  asoEbiLooks,
  orderEvents,
  orders,
  products,
  reviews,
  tailorDesigns,
  tailorFabrics,
  tailorPaymentInfo,
  tailorPricing,
  tailors,
  users,
} from '../schema/index.ts';
import {
  buildDesignRows,
  buildFabricRows,
  buildPaymentRows,
  buildPricingRows,
} from './build-business.ts';
import {
  buildDemoAdmin,
  buildProductRows,
  buildTailorRows,
  buildUser1,
  buildUser1Orders,
} from './build-catalog.ts';
import { buildDemoEvent } from './build-events.ts';
import { withLifecycle } from './build-orders.ts';
import { buildReviewerRows, buildReviewRows } from './build-reviews.ts';
import { withoutSignIn } from './demo-sign-in.ts';
import { seedNowFor } from './seed-helpers.ts';

/**
 * Every row of the demo catalog, built in memory. Ids and content are the same on every call;
 * dates are measured from the day of `now` (seedNowFor), so calls on one day build the same rows.
 */
export function buildDemoRows(now: Date = new Date()) {
  const seedNow = seedNowFor(now);
  const tailorRows = buildTailorRows();
  const productRows = buildProductRows(tailorRows.tailors, seedNow);
  const reviewed = buildReviewRows(tailorRows.tailors, productRows, seedNow);
  const imageOf = new Map(productRows.map((p) => [p.row.id!, p.row.imageUrl!]));
  // Each order with its stage and timeline (build-orders.ts): the ready photo is the outfit's.
  const made = [...buildUser1Orders(productRows, seedNow), ...reviewed.orders].map((order) =>
    withLifecycle(order, imageOf.get(order.productId)!),
  );
  const reviewers = buildReviewerRows();
  return {
    users: [buildUser1(), buildDemoAdmin(), ...tailorRows.users, ...reviewers],
    tailors: tailorRows.tailors.map((t) => t.row),
    products: productRows.map((p) => p.row),
    orders: made.map((m) => m.order),
    orderEvents: made.flatMap((m) => m.events),
    reviews: reviewed.reviews,
    designs: buildDesignRows(tailorRows.tailors, seedNow),
    fabrics: buildFabricRows(tailorRows.tailors, seedNow),
    pricing: buildPricingRows(tailorRows.tailors, productRows, seedNow),
    payments: buildPaymentRows(tailorRows.tailors),
    // Issue 32: one aso-ebi event a visitor can open, hosted by a seeded shopper.
    event: buildDemoEvent(reviewers[0]!, tailorRows.tailors, productRows, seedNow),
  };
}

export async function seedDemoData(
  db: Db,
  { demoSignIn, now = new Date() }: { demoSignIn: boolean; now?: Date },
) {
  const rows = buildDemoRows(now);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(demoSignIn ? rows.users : withoutSignIn(rows.users));
    await tx.insert(tailors).values(rows.tailors);
    await tx.insert(products).values(rows.products);
    await tx.insert(orders).values(rows.orders);
    // In slices: one statement's parameters are bounded (65,535 in PostgreSQL's protocol).
    for (let i = 0; i < rows.orderEvents.length; i += 1000) {
      await tx.insert(orderEvents).values(rows.orderEvents.slice(i, i + 1000));
    }
    await tx.insert(reviews).values(rows.reviews);
    await tx.insert(tailorDesigns).values(rows.designs);
    await tx.insert(tailorFabrics).values(rows.fabrics);
    await tx.insert(tailorPricing).values(rows.pricing);
    await tx.insert(tailorPaymentInfo).values(rows.payments);
    await tx.insert(asoEbiEvents).values(rows.event.event);
    await tx.insert(asoEbiLooks).values(rows.event.looks);
  });
}
