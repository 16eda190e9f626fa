import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NigerianState } from '../../../../shared/nigeria.ts';
import type { DeliveryAddress } from '../../../../shared/schemas/checkout.ts';
import type { Db } from '../../../db/client.ts';
import {
  cartItems,
  checkouts,
  measurements,
  orderEvents,
  orders,
  payments,
  products,
  savedAddresses,
  tailorPricing,
  tailors,
  users,
} from '../../../db/schema/index.ts';

const savedAddressColumns = {
  id: savedAddresses.id,
  name: savedAddresses.name,
  phone: savedAddresses.phone,
  street: savedAddresses.street,
  city: savedAddresses.city,
  state: savedAddresses.state,
  createdAt: savedAddresses.createdAt,
};

/** The state column is text; it is only written from a validated address. */
type SavedAddressRow = { id: string; createdAt: Date } & DeliveryAddress & { state: NigerianState };

/** The shopper's saved delivery addresses, newest 20 first. */
export async function findSavedAddresses(db: Db, userId: string): Promise<SavedAddressRow[]> {
  const rows = await db
    .select(savedAddressColumns)
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id))
    .limit(20);
  return rows as SavedAddressRow[];
}

/** Saves an address; the same address saved again is the row already kept. */
export async function saveAddress(db: Db, userId: string, address: DeliveryAddress) {
  const [row] = await db
    .insert(savedAddresses)
    .values({ userId, ...address })
    .onConflictDoUpdate({
      target: [
        savedAddresses.userId,
        savedAddresses.name,
        savedAddresses.phone,
        savedAddresses.street,
        savedAddresses.city,
        savedAddresses.state,
      ],
      set: { name: address.name },
    })
    .returning(savedAddressColumns);
  return row as SavedAddressRow;
}

/**
 * The chosen cart lines with what prices them: the outfit, its tailor (and the tailor's owner,
 * for the no-self-dealing rule) and the tailor's active price line for its category.
 */
export function findCartLinesToPrice(db: Db, userId: string, productIds: string[]) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      category: products.category,
      price: products.price,
      isAvailable: products.isAvailable,
      quantity: cartItems.quantity,
      tailorId: tailors.id,
      tailorUserId: tailors.userId,
      businessName: tailors.businessName,
      location: tailors.location,
      tailorState: tailors.state,
      estimatedDays: tailorPricing.estimatedDays,
      rushOrderSurcharge: tailorPricing.rushOrderSurcharge,
    })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .innerJoin(tailors, eq(products.tailorId, tailors.id))
    .leftJoin(
      tailorPricing,
      and(
        eq(tailorPricing.tailorId, products.tailorId),
        eq(tailorPricing.category, products.category),
        eq(tailorPricing.isActive, true),
      ),
    )
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

export async function findMeasurements(db: Db, userId: string) {
  const [measured] = await db.select().from(measurements).where(eq(measurements.userId, userId));
  return measured;
}

/**
 * Locks the shopper's user row for the rest of the transaction: one checkout at a time per
 * shopper (PostgreSQL: concurrent requests wait here).
 */
export async function lockShopper(db: Db, userId: string) {
  await db.execute(sql`select id from ${users} where ${users.id} = ${userId} for update`);
}

/** The shopper's open checkout of this very request, if any. */
export async function findOpenCheckout(db: Db, userId: string, requestHash: string) {
  const [open] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, userId),
        eq(checkouts.requestHash, requestHash),
        eq(checkouts.state, 'open'),
      ),
    );
  return open;
}

/** How many of these items are in the shopper's cart now. */
export async function countInCart(db: Db, userId: string, productIds: string[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
  return row?.n ?? 0;
}

/** The latest paid checkout of this very request, with its successful payment's reference. */
export async function findPaidCheckout(db: Db, userId: string, requestHash: string) {
  const [paid] = await db
    .select({ id: checkouts.id, reference: payments.reference })
    .from(checkouts)
    .innerJoin(payments, and(eq(payments.checkoutId, checkouts.id), eq(payments.state, 'success')))
    .where(
      and(
        eq(checkouts.userId, userId),
        eq(checkouts.requestHash, requestHash),
        eq(checkouts.state, 'paid'),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return paid;
}

/**
 * Closes the shopper's open checkouts that order any of these products, in one conditional
 * UPDATE (only those still open), and answers the ids it closed.
 */
export async function closeOverlappingCheckouts(db: Db, userId: string, productIds: string[]) {
  const overlapping = db
    .selectDistinct({ id: orders.checkoutId })
    .from(orders)
    // An aso-ebi guest's share is her membership's own checkout: the cart never replaces it.
    .where(
      and(eq(orders.userId, userId), inArray(orders.productId, productIds), isNull(orders.eventId)),
    );
  return db
    .update(checkouts)
    .set({ state: 'closed' })
    .where(
      and(
        eq(checkouts.userId, userId),
        eq(checkouts.state, 'open'),
        inArray(checkouts.id, overlapping),
      ),
    )
    .returning({ id: checkouts.id });
}

export async function insertCheckout(db: Db, checkout: typeof checkouts.$inferInsert) {
  const [created] = await db.insert(checkouts).values(checkout).returning();
  return created!;
}

/** A placed order and its first timeline step ('placed'); answers its id. */
export async function insertPlacedOrder(db: Db, order: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
  await db.insert(orderEvents).values({ orderId: row!.id, kind: 'placed' });
  return row!.id;
}

/** Keeps an address given at checkout; one saved already is left as it is. */
export async function keepAddress(db: Db, userId: string, address: DeliveryAddress) {
  await db
    .insert(savedAddresses)
    .values({ userId, ...address })
    .onConflictDoNothing();
}
