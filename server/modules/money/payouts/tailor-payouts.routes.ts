import type { FastifyInstance } from 'fastify';
import { splitEarnings } from '../../../../shared/commission.ts';
import { toKobo } from '../../../../shared/money.ts';
import { payoutsContract } from '../../../../shared/schemas/payouts.ts';
import type { Db } from '../../../db/client.ts';
import { savePaymentInfo } from './payouts.service.ts';
import { requireRole } from '../../../plugins/require-role.ts';
import { route } from '../../../plugins/route.ts';
import { actingTailorId } from '../../tailors/acting-tailor.ts';
import * as repository from './tailor-payouts.repository.ts';

/**
 * A tailor's bank details and payouts (issue 14). The business is always the session's own
 * (tailors.user_id), never one named by the client, so no tailor can read or change another's.
 */
export async function tailorPayoutsRoutes(
  app: FastifyInstance,
  { db, commissionBasisPoints }: { db: Db; commissionBasisPoints: number },
) {
  const tailorOnly = { onRequest: requireRole('tailor') };

  route(app, payoutsContract.overview, tailorOnly, async (request) => {
    const tailorId = await actingTailorId(db, request.userId!);
    const [paymentInfo, list, inProgress] = await Promise.all([
      repository.findPaymentInfo(db, tailorId),
      repository.findPayouts(db, tailorId),
      repository.findPaidOrdersInProgress(db, tailorId),
    ]);
    const upcoming = inProgress.map(({ totalAmount, ...order }) => {
      const orderTotalKobo = toKobo(totalAmount);
      return { ...order, orderTotalKobo, ...splitEarnings(orderTotalKobo, commissionBasisPoints) };
    });
    const sum = (states: string[]) =>
      list.filter((p) => states.includes(p.state)).reduce((total, p) => total + p.amountKobo, 0);
    return {
      commissionPercent: commissionBasisPoints / 100,
      paymentInfo,
      payouts: list,
      upcoming,
      paidKobo: sum(['paid']),
      owedKobo: sum(['pending', 'processing']),
    };
  });

  route(app, payoutsContract.savePaymentInfo, tailorOnly, async (request) => {
    const tailorId = await actingTailorId(db, request.userId!);
    return savePaymentInfo(db, tailorId, request.body);
  });
}
