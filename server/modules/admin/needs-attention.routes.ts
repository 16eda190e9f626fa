import type { FastifyInstance } from 'fastify';
import { needsAttentionContract } from '../../../shared/schemas/needs-attention.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { requireRole } from '../../plugins/require-role.ts';
import { route } from '../../plugins/route.ts';
import type { Payments } from '../money/payments/payments.service.ts';
import * as repository from './needs-attention.repository.ts';

/**
 * The admin desk's Needs attention panel (issue 28, decision 049): refunds the provider refused,
 * with its words. Retry asks the provider again; Mark settled by hand records, with a note, that
 * Telo paid the money back another way (the order becomes refunded, the shopper is texted).
 */
export async function needsAttentionRoutes(
  app: FastifyInstance,
  { db, payments }: { db: Db; payments: Payments },
) {
  const adminOnly = { onRequest: requireRole('admin') };

  async function failedRefund(id: string) {
    const refund = await repository.findRefund(db, id);
    if (!refund) throw new NotFoundError('Refund not found');
    if (refund.state !== 'failed') {
      throw new ConflictError(`This refund is ${refund.state} now: it needs nothing more here`);
    }
  }

  route(app, needsAttentionContract.failedRefunds, adminOnly, (request) =>
    repository.failedRefundsPage(db, request.query),
  );

  route(app, needsAttentionContract.retryRefund, adminOnly, async (request) => {
    const { id } = request.params;
    await failedRefund(id);
    if (!(await payments.retryRefund(id))) throw new ConflictError('This refund has moved on');
    return (await repository.findRefund(db, id))!;
  });

  route(app, needsAttentionContract.settleRefund, adminOnly, async (request) => {
    const { id } = request.params;
    await failedRefund(id);
    const settled = await payments.settleRefundByHand(id, {
      note: request.body.note,
      adminId: request.userId!,
    });
    if (!settled) throw new ConflictError('This refund has moved on');
    return (await repository.findRefund(db, id))!;
  });
}
