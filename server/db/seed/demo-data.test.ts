import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  categories,
  locations,
  orderStatuses,
  PLACEHOLDER_USER_ID,
  specialties,
} from '../../../shared/catalog.ts';
import { productImageUrls } from '../../../shared/images.ts';
import { saveMeasurementsSchema } from '../../../shared/schemas/measurement.ts';
import { sampleMeasurements, UNUSABLE_PASSWORD } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../client.ts';
import {
  cartItems,
  ledgerTransactions,
  measurements,
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
  NEXT_STAGES,
  PRODUCTION_STAGES,
  TIMELINE_EVENTS,
} from '../../../shared/order-lifecycle.ts';
import { buildDemoRows } from './demo-data.ts';
import { seedIfEmpty } from './index.ts';

const seedId = /^[A-Za-z0-9_-]{1,64}$/;
const DAY = 24 * 60 * 60 * 1000;

let database: Database;
let drop: () => Promise<void>;
let seeded: boolean;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.migrate();
  seeded = await seedIfEmpty(database.db, { demoSignIn: true });
});

afterAll(async () => {
  await database?.close();
  await drop?.();
});

const db = () => database.db;

describe('the demo catalog', () => {
  it('is loaded into an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('has at least 24 tailors across all five cities and all 13 specialties', async () => {
    const rows = await db().select().from(tailors);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((t) => t.location))).toEqual(new Set(locations));
    expect(new Set(rows.flatMap((t) => t.specialties))).toEqual(new Set(specialties));
    expect(new Set(rows.map((t) => t.businessName)).size).toBe(rows.length);
    expect(new Set(rows.map((t) => t.userId)).size).toBe(rows.length);
    for (const t of rows) {
      expect(t.id).toMatch(seedId);
      expect(t.specialties.length, t.businessName).toBeGreaterThanOrEqual(2);
      expect(t.specialties.length, t.businessName).toBeLessThanOrEqual(4);
      expect(t.rating, t.businessName).toBeGreaterThanOrEqual(3.5);
      expect(t.rating, t.businessName).toBeLessThanOrEqual(5);
      expect(t.experience).toBeGreaterThanOrEqual(1);
      expect(t.experience).toBeLessThanOrEqual(40);
      expect(t.responseTime).toMatch(/^Within \d+ hours?$/);
    }
    expect(rows.some((t) => t.isVerified)).toBe(true);
    expect(rows.some((t) => !t.isVerified)).toBe(true);
  });

  it('gives every tailor a workshop in her own city, with a phone and hours, for pickups', async () => {
    for (const t of await db().select().from(tailors)) {
      expect(t.workshopAddress, t.businessName).toMatch(new RegExp(`, ${t.location}$`));
      expect(t.workshopPhone, t.businessName).toMatch(/^0803 555 \d{4}$/);
      expect(t.workshopHours, t.businessName).toMatch(/\d:\d\d–\d+:\d\d/);
    }
  });

  it('puts three tailors from different cities at the top of the rating order', async () => {
    const top = await db().select().from(tailors).orderBy(desc(tailors.rating)).limit(4);
    expect(new Set(top.slice(0, 3).map((t) => t.location)).size).toBe(3);
    expect(top[2]!.rating).toBeGreaterThan(top[3]!.rating);
  });

  it('has at least 72 products, every category at least 5 times, each by a fitting tailor', async () => {
    const rows = await db()
      .select({ product: products, specialties: tailors.specialties })
      .from(products)
      .innerJoin(tailors, eq(products.tailorId, tailors.id));
    expect(rows.length).toBeGreaterThanOrEqual(72);
    for (const category of categories) {
      const inCategory = rows.filter((r) => r.product.category === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(5);
    }
    for (const { product, specialties: made } of rows) {
      expect(product.id).toMatch(seedId);
      expect(made, product.name).toContain(product.category);
      expect(product.price, product.name).toBeGreaterThanOrEqual(8000);
      expect(product.price, product.name).toBeLessThanOrEqual(450000);
      expect(productImageUrls[product.category as (typeof categories)[number]]).toContain(
        product.imageUrl,
      );
      expect(product.isAvailable).toBe(true);
    }
    expect(new Set(rows.map((r) => r.product.name)).size).toBe(rows.length);
  });

  it('features four products of four different categories first', async () => {
    const first = await db()
      .select()
      .from(products)
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(4);
    expect(new Set(first.map((p) => p.category)).size).toBe(4);
  });

  it('gives user1 at least 6 orders in every status, priced at the product, newest first', async () => {
    const rows = await db()
      .select({ order: orders, price: products.price, madeBy: products.tailorId })
      .from(orders)
      .innerJoin(products, eq(orders.productId, products.id))
      .where(eq(orders.userId, PLACEHOLDER_USER_ID))
      .orderBy(desc(orders.createdAt));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.order.status))).toEqual(new Set(orderStatuses));
    for (const { order, price, madeBy } of rows) {
      expect(order.totalAmount).toBe(price);
      expect(order.tailorId).toBe(madeBy);
      expect(Object.keys(order.measurements)).toHaveLength(13);
      expect(order.measurements.unit).toBe('inches');
      // A tailor cut from these: each is a value the measurement form and API accept.
      expect(
        saveMeasurementsSchema.safeParse({ userId: 'user1', ...order.measurements }).success,
      ).toBe(true);
      expect(order.updatedAt.getTime()).toBeGreaterThan(order.createdAt.getTime());
    }
    expect(rows.some((r) => r.order.notes)).toBe(true);
    expect(rows.some((r) => r.order.estimatedDelivery)).toBe(true);
  });

  it('gives every seeded order a stage, a timeline and money that fit its status (issue 29)', async () => {
    const all = await db().select().from(orders);
    const events = await db().select().from(orderEvents).orderBy(asc(orderEvents.at));
    const timeline = (id: string) => events.filter((e) => e.orderId === id);
    const path = ['accepted', 'cutting', 'sewing', 'ready', 'dispatched', 'delivered'];
    const seen = new Set<string>();
    for (const order of all) {
      const kinds = timeline(order.id).map((e) => e.kind);
      const where = `order ${order.id.slice(0, 8)} (${order.status}, ${order.stage})`;
      seen.add(order.status);
      // Placed first, when the order was made; every step after it, in order, up to its last change.
      expect(kinds[0], where).toBe('placed');
      expect(timeline(order.id)[0]!.at.getTime(), where).toBe(order.createdAt.getTime());
      expect(timeline(order.id).at(-1)!.at.getTime(), where).toBe(
        kinds.length === 1 ? order.createdAt.getTime() : order.updatedAt.getTime(),
      );
      for (const kind of kinds) expect(TIMELINE_EVENTS, where).toContain(kind);
      const steps = kinds.filter((k) => (PRODUCTION_STAGES as readonly string[]).includes(k));
      if (order.status === 'pending') {
        expect(order.stage, where).toBeNull();
        expect(kinds, where).toEqual(['placed']);
      } else if (order.status === 'cancelled') {
        expect(order.stage, where).toBeNull();
        expect(kinds, where).toEqual(['placed', 'cancelled']);
      } else if (order.status === 'in_progress') {
        // Stuck no more: the workspace offers a next step for every order in progress.
        expect(order.stage, where).not.toBeNull();
        expect(NEXT_STAGES[order.stage!].length, where).toBeGreaterThan(0);
        expect(steps, where).toEqual(path.slice(0, path.indexOf(order.stage!) + 1));
      } else {
        expect(order.stage, where).toBe('delivered');
        expect(steps, where).toEqual(path);
        expect(order.readyPhotoUrl, where).toBeTruthy();
        expect(order.courier, where).toBeTruthy();
        const dispatched = timeline(order.id).find((e) => e.kind === 'dispatched')!;
        expect(dispatched.note, where).toBe(`${order.courier}: ${order.trackingNote}`);
        expect(timeline(order.id).find((e) => e.kind === 'ready')!.photoUrl).toBe(
          order.readyPhotoUrl,
        );
      }
      // Paid before Telo took payments: outside the ledger (no checkout, no escrow, no payout).
      expect(order.checkoutId, where).toBeNull();
      expect(order.paymentState, where).toBe('paid');
      expect(order.acceptBy, where).toBeNull();
    }
    expect(seen).toEqual(new Set(orderStatuses));
    expect(await db().select().from(ledgerTransactions)).toEqual([]);
  });

  it('gives every tailor real reviews whose stars give their stored rating and review count', async () => {
    const stored = await db().select().from(tailors);
    const given = await db()
      .select({
        tailorId: reviews.tailorId,
        n: count(),
        average: sql<string>`round(avg(${reviews.rating})::numeric, 2)`,
      })
      .from(reviews)
      .groupBy(reviews.tailorId);
    for (const tailor of stored) {
      const mine = given.find((g) => g.tailorId === tailor.id);
      expect(mine?.n, tailor.businessName).toBe(tailor.reviewCount);
      expect(Number(mine?.average), tailor.businessName).toBe(tailor.rating);
    }
    // Each review belongs to a completed order of its writer, for that tailor's outfit.
    const links = await db()
      .select({ review: reviews, order: orders })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId));
    expect(links).toHaveLength(stored.reduce((sum, t) => sum + t.reviewCount, 0));
    for (const { review, order } of links) {
      expect(order.status).toBe('completed');
      expect(order.userId).toBe(review.userId);
      expect(order.tailorId).toBe(review.tailorId);
      expect(order.productId).toBe(review.productId);
      expect(review.createdAt.getTime()).toBeGreaterThan(order.updatedAt.getTime());
      expect(review.createdAt.getTime()).toBeLessThan(Date.now());
    }
  });

  it('leaves user1’s completed orders for her to review', async () => {
    const mine = await db().select().from(reviews).where(eq(reviews.userId, PLACEHOLDER_USER_ID));
    expect(mine).toEqual([]);
  });

  it('keeps the test factories’ sample body within every measurement range', () => {
    expect(
      saveMeasurementsSchema.safeParse({ userId: 'user1', ...sampleMeasurements }).success,
    ).toBe(true);
  });

  it('leaves user1 without saved measurements and with an empty cart', async () => {
    const [user] = await db().select().from(users).where(eq(users.id, PLACEHOLDER_USER_ID));
    expect(user).toMatchObject({ username: 'user1', password: UNUSABLE_PASSWORD });
    const [saved] = await db().select({ n: count() }).from(measurements);
    expect(saved!.n).toBe(0);
    const [cart] = await db().select({ n: count() }).from(cartItems);
    expect(cart!.n).toBe(0);
  });

  it('fills every tailor business table', async () => {
    for (const table of [tailorDesigns, tailorFabrics, tailorPricing, tailorPaymentInfo]) {
      const [row] = await db().select({ n: count() }).from(table);
      expect(row!.n).toBeGreaterThan(0);
    }
    const payments = await db().select().from(tailorPaymentInfo);
    for (const p of payments) expect(p.accountNumber).toMatch(/^\d{10}$/);
  });

  it('builds the same rows on every run of one day', () => {
    const morning = new Date('2027-03-02T09:30:00.000Z');
    const evening = new Date('2027-03-02T22:10:00.000Z');
    expect(JSON.stringify(buildDemoRows(evening))).toBe(JSON.stringify(buildDemoRows(morning)));
  });

  it('dates the demo orders from the day the database is seeded: deliveries in progress lie ahead', async () => {
    const now = Date.now();
    const rows = await db().select().from(orders).where(eq(orders.userId, PLACEHOLDER_USER_ID));
    const inProgress = rows.filter((o) => o.status === 'in_progress');
    expect(inProgress.length).toBeGreaterThan(0);
    for (const order of inProgress) {
      expect(order.estimatedDelivery!.getTime()).toBeGreaterThan(now);
      // Weeks ahead, not years: measured from today, not from a fixed date.
      expect(order.estimatedDelivery!.getTime()).toBeLessThan(now + 60 * DAY);
    }
    for (const order of rows) {
      expect(order.createdAt.getTime()).toBeLessThan(now);
      expect(order.updatedAt.getTime()).toBeLessThanOrEqual(now);
      expect(order.createdAt.getTime()).toBeGreaterThan(now - 365 * DAY);
    }
    const completed = rows.filter((o) => o.status === 'completed' && o.estimatedDelivery);
    for (const order of completed) expect(order.estimatedDelivery!.getTime()).toBeLessThan(now);
  });

  it('keeps ids and content whatever the day, and moves the orders with it', () => {
    const day = new Date('2027-03-02T12:00:00.000Z');
    const before = buildDemoRows(day);
    const after = buildDemoRows(new Date(day.getTime() + 45 * DAY));
    const withoutDates = (rows: object) =>
      JSON.parse(JSON.stringify(rows), (_, v) =>
        // Timestamps, and the demo event's calendar days (YYYY-MM-DD).
        typeof v === 'string' && /^\d{4}-\d\d-\d\d(T|$)/.test(v) ? 'a date' : v,
      );
    expect(withoutDates(after)).toEqual(withoutDates(before));
    after.orders.forEach((order, i) => {
      const then = before.orders[i]!;
      expect(order.createdAt!.getTime() - then.createdAt!.getTime()).toBe(45 * DAY);
      expect(order.updatedAt!.getTime() - then.updatedAt!.getTime()).toBe(45 * DAY);
      if (then.estimatedDelivery)
        expect(order.estimatedDelivery!.getTime() - then.estimatedDelivery.getTime()).toBe(
          45 * DAY,
        );
    });
  });

  it("starts the seed's day at 09:00 UTC, the day before when seeding earlier", () => {
    const firstOrder = (now: string) => buildDemoRows(new Date(now)).orders[0]!.createdAt;
    expect(firstOrder('2027-03-02T08:59:00.000Z')).toEqual(firstOrder('2027-03-01T23:00:00.000Z'));
    expect(firstOrder('2027-03-02T09:00:00.000Z')).not.toEqual(
      firstOrder('2027-03-02T08:59:00.000Z'),
    );
  });

  it('adds nothing when run again', async () => {
    const before = await db().select({ n: count() }).from(products);
    expect(await seedIfEmpty(db(), { demoSignIn: true })).toBe(false);
    const after = await db().select({ n: count() }).from(products);
    const [userCount] = await db().select({ n: count() }).from(users);
    expect(after).toEqual(before);
    expect(userCount!.n).toBe(buildDemoRows().users.length);
  });
});
