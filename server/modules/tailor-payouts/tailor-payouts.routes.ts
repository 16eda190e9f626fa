import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { splitEarnings } from '../../../shared/bank-accounts.ts';
import { toKobo } from '../../../shared/money.ts';
import { paymentInfoSchema, payoutPaths } from '../../../shared/schemas/payouts.ts';
import type { Db } from '../../db/client.ts';
import { orders, payouts, products, tailorPaymentInfo } from '../../db/schema/index.ts';
import { actingTailorId } from '../tailors/acting-tailor.ts';
import { retryFailedPayouts } from '../../payments/payouts.service.ts';
import { requireRole } from '../../plugins/require-role.ts';

const paymentInfoColumns = {
  bankName: tailorPaymentInfo.bankName,
  accountNumber: tailorPaymentInfo.accountNumber,
  accountName: tailorPaymentInfo.accountName,
  updatedAt: tailorPaymentInfo.updatedAt,
};

/**
 * A tailor's bank details and payouts (issue 14). The business is always the session's own
 * (tailors.user_id), never one named by the client, so no tailor can read or change another's.
 */
export async function tailorPayoutsRoutes(
  app: FastifyInstance,
  { db, commissionBasisPoints }: { db: Db; commissionBasisPoints: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tailorOnly = requireRole('tailor');
  const earnings = (totalKobo: number) => {
    const { commissionKobo, earningsKobo } = splitEarnings(totalKobo, commissionBasisPoints);
    return { commissionKobo, earningsKobo };
  };

  const ownTailorId = (request: FastifyRequest) => actingTailorId(db, request.userId!);

  r.get(payoutPaths.overview, { onRequest: tailorOnly }, async (request) => {
    const tailorId = await ownTailorId(request);
    const [[info], list, inProgress] = await Promise.all([
      db
        .select(paymentInfoColumns)
        .from(tailorPaymentInfo)
        .where(eq(tailorPaymentInfo.tailorId, tailorId)),
      db
        .select({
          id: payouts.id,
          orderId: payouts.orderId,
          productName: products.name,
          orderTotalKobo: payouts.orderTotalKobo,
          commissionKobo: payouts.commissionKobo,
          amountKobo: payouts.amountKobo,
          state: payouts.state,
          failureReason: payouts.failureReason,
          createdAt: payouts.createdAt,
          paidAt: payouts.paidAt,
        })
        .from(payouts)
        .innerJoin(orders, eq(payouts.orderId, orders.id))
        .innerJoin(products, eq(orders.productId, products.id))
        .where(eq(payouts.tailorId, tailorId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(100),
      db
        .select({
          orderId: orders.id,
          productName: products.name,
          status: orders.status,
          totalAmount: orders.totalAmount,
        })
        .from(orders)
        .innerJoin(products, eq(orders.productId, products.id))
        .where(
          and(
            eq(orders.tailorId, tailorId),
            eq(orders.paymentState, 'paid'),
            isNotNull(orders.checkoutId),
            inArray(orders.status, ['pending', 'in_progress']),
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(50),
    ]);
    const upcoming = inProgress.map(({ totalAmount, ...order }) => {
      const orderTotalKobo = toKobo(totalAmount);
      return { ...order, orderTotalKobo, ...earnings(orderTotalKobo) };
    });
    const sum = (states: string[]) =>
      list.filter((p) => states.includes(p.state)).reduce((total, p) => total + p.amountKobo, 0);
    return {
      commissionPercent: commissionBasisPoints / 100,
      paymentInfo: info ?? null,
      payouts: list,
      upcoming,
      paidKobo: sum(['paid']),
      owedKobo: sum(['pending', 'processing']),
    };
  });

  r.put(
    payoutPaths.paymentInfo,
    { schema: { body: paymentInfoSchema }, onRequest: tailorOnly },
    async (request) => {
      const tailorId = await ownTailorId(request);
      const details = request.body;
      return db.transaction(async (tx) => {
        // New details need a new transfer recipient, and are not verified until checked again.
        const changes = {
          ...details,
          recipientCode: null,
          isVerified: false,
          preferredMethod: 'bank',
          updatedAt: sql`now()`,
        };
        const [saved] = await tx
          .insert(tailorPaymentInfo)
          .values({ tailorId, ...details, preferredMethod: 'bank' })
          .onConflictDoUpdate({ target: tailorPaymentInfo.tailorId, set: changes })
          .returning(paymentInfoColumns);
        await retryFailedPayouts(tx, tailorId);
        return saved!;
      });
    },
  );
}
