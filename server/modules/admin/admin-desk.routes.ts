import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromKobo } from '../../../shared/money.ts';
import { idSchema } from '../../../shared/schemas/common.ts';
import { adminPaths, pageQuerySchema, verifiedSchema } from '../../../shared/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  orders,
  payments,
  products,
  refunds,
  tailors,
  users,
} from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors.ts';
import { requireRole } from '../../plugins/require-role.ts';

const idParams = z.object({ id: idSchema });

const tailorColumns = {
  id: tailors.id,
  businessName: tailors.businessName,
  location: tailors.location,
  isVerified: tailors.isVerified,
  completedOrders: tailors.completedOrders,
  rating: tailors.rating,
  createdAt: tailors.createdAt,
};

/**
 * Admins: the tailors with their Verified badge (and the switch for it), every order with its
 * payment and refund, and the messages sent from /contact. Each list is newest first, a page at a
 * time. The catalogue's cache is dropped after the badge changes, as after any write (app.ts).
 */
export async function adminDeskRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('admin');
  const paged = { schema: { querystring: pageQuerySchema }, onRequest: adminOnly };
  const offset = (page: number, pageSize: number) => (page - 1) * pageSize;

  r.get(adminPaths.tailors, paged, async (request) => {
    const { page, pageSize } = request.query;
    const [items, [total]] = await Promise.all([
      db
        .select(tailorColumns)
        .from(tailors)
        .orderBy(desc(tailors.createdAt), desc(tailors.id))
        .limit(pageSize)
        .offset(offset(page, pageSize)),
      db.select({ n: count() }).from(tailors),
    ]);
    return { items, page, pageSize, total: total?.n ?? 0 };
  });

  r.put(
    `${adminPaths.tailors}/:id/verified`,
    { schema: { params: idParams, body: verifiedSchema }, onRequest: adminOnly },
    async (request) => {
      const [row] = await db
        .update(tailors)
        .set({ isVerified: request.body.isVerified })
        .where(eq(tailors.id, request.params.id))
        .returning(tailorColumns);
      if (!row) throw new NotFoundError('Tailor not found');
      return row;
    },
  );

  r.get(adminPaths.orders, paged, async (request) => {
    const { page, pageSize } = request.query;
    const rows = await db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentState: orders.paymentState,
        totalAmount: orders.totalAmount,
        productName: products.name,
        tailorBusinessName: tailors.businessName,
        shopperName: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.username})`,
        // The payment that paid the checkout: the first success (a later one is refunded whole).
        paymentReference: sql<string | null>`(
          select ${payments.reference} from ${payments}
          where ${payments.checkoutId} = ${orders.checkoutId} and ${payments.state} = 'success'
          order by ${payments.paidAt} asc nulls last limit 1)`,
        refundState: refunds.state,
        refundKobo: refunds.amountKobo,
      })
      .from(orders)
      .innerJoin(products, eq(orders.productId, products.id))
      .innerJoin(tailors, eq(orders.tailorId, tailors.id))
      .innerJoin(users, eq(orders.userId, users.id))
      // One refund per order at most (unique index), so no order appears twice.
      .leftJoin(refunds, eq(refunds.orderId, orders.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset(offset(page, pageSize));
    const [total] = await db.select({ n: count() }).from(orders);
    const items = rows.map(({ refundState, refundKobo, ...order }) => ({
      ...order,
      refund:
        refundState && refundKobo !== null
          ? { state: refundState, amount: fromKobo(refundKobo) }
          : null,
    }));
    return { items, page, pageSize, total: total?.n ?? 0 };
  });

  r.get(adminPaths.contactMessages, paged, async (request) => {
    const { page, pageSize } = request.query;
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(pageSize)
        .offset(offset(page, pageSize)),
      db.select({ n: count() }).from(contactMessages),
    ]);
    return { items, page, pageSize, total: total?.n ?? 0 };
  });
}
