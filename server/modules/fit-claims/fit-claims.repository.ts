import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FitClaimEventKind, FitClaimState } from '../../../shared/schemas/fit-claims-rules.ts';
import type { Db } from '../../db/client.ts';
import {
  fitClaimEvents,
  fitClaims,
  orderEvents,
  orders,
  products,
  tailors,
} from '../../db/schema/index.ts';

/** A claim with what its page shows beside it: the outfit, the tailor, the order's total. */
export function selectClaims(db: Db) {
  return db
    .select({
      claim: fitClaims,
      product: { name: products.name, imageUrl: products.imageUrl },
      tailor: { businessName: tailors.businessName, userId: tailors.userId },
      orderTotal: orders.totalAmount,
    })
    .from(fitClaims)
    .innerJoin(orders, eq(orders.id, fitClaims.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(tailors, eq(tailors.id, fitClaims.tailorId))
    .$dynamic();
}
export type ClaimRow = Awaited<ReturnType<typeof selectClaims>>[number];

export async function findClaim(db: Db, id: string) {
  const [row] = await selectClaims(db).where(eq(fitClaims.id, id));
  return row;
}

export async function eventsOf(db: Db, claimId: string) {
  return db
    .select()
    .from(fitClaimEvents)
    .where(eq(fitClaimEvents.claimId, claimId))
    .orderBy(asc(fitClaimEvents.at), asc(fitClaimEvents.id));
}

const LIST_MAX = 50;

export const claimsOfShopper = (db: Db, userId: string) =>
  selectClaims(db)
    .where(eq(fitClaims.userId, userId))
    .orderBy(desc(fitClaims.createdAt))
    .limit(LIST_MAX);

export const claimsOfTailor = (db: Db, tailorUserId: string) =>
  selectClaims(db)
    .where(eq(tailors.userId, tailorUserId))
    .orderBy(desc(fitClaims.updatedAt))
    .limit(LIST_MAX);

export const claimsInStates = (db: Db, states: FitClaimState[]) =>
  selectClaims(db)
    .where(inArray(fitClaims.state, states))
    .orderBy(asc(fitClaims.updatedAt))
    .limit(LIST_MAX);

/**
 * When the order was delivered: the latest 'completed' or 'delivered' event of its timeline, else
 * (orders completed before production stages kept events) the last change of the order.
 */
export async function deliveredAt(db: Db, order: { id: string; updatedAt: Date }): Promise<Date> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${orderEvents.at})` })
    .from(orderEvents)
    .where(
      and(eq(orderEvents.orderId, order.id), inArray(orderEvents.kind, ['completed', 'delivered'])),
    );
  return row?.at ? new Date(row.at) : order.updatedAt;
}

/**
 * Moves a claim from one of `from` to `to`, only if it is still there: the one step of the state
 * machine. Answers the claim after the move, or undefined when it had moved on (409).
 */
export async function moveClaim(
  tx: Db,
  id: string,
  from: FitClaimState[],
  to: FitClaimState,
  set: { creditKobo?: number } = {},
) {
  const [moved] = await tx
    .update(fitClaims)
    .set({ state: to, ...set, updatedAt: sql`now()` })
    .where(and(eq(fitClaims.id, id), inArray(fitClaims.state, from)))
    .returning();
  return moved;
}

/** A shopper's own order with what a claim needs of it, or undefined when it is not hers. */
export async function shopperOrder(db: Db, orderId: string, userId: string) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      tailorId: orders.tailorId,
      updatedAt: orders.updatedAt,
      tailorUserId: tailors.userId,
    })
    .from(orders)
    .innerJoin(tailors, eq(tailors.id, orders.tailorId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order;
}

/** A new claim; the unique index on open claims per order refuses a second one (23505). */
export async function insertClaim(tx: Db, values: typeof fitClaims.$inferInsert) {
  const [claim] = await tx.insert(fitClaims).values(values).returning({ id: fitClaims.id });
  return claim;
}

/** One step of a claim's timeline. */
export function addEvent(
  tx: Db,
  claimId: string,
  kind: FitClaimEventKind,
  actor: (typeof fitClaimEvents.$inferInsert)['actor'],
  note: string | null = null,
) {
  return tx.insert(fitClaimEvents).values({ claimId, kind, actor, note });
}
