import type { FastifyInstance } from 'fastify';
import { ordersContract } from '../../../shared/schemas/checkout.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Payments } from '../money/payments/payments.service.ts';
import { route } from '../../plugins/route.ts';
import { currentUserId } from '../../plugins/session.ts';
import type { Releases } from '../money/ledger/releases.ts';
import type { Approvals } from './approvals.service.ts';
import { withCheckoutDetails } from './order-detail.ts';
import * as ordersRepository from './orders.repository.ts';

export async function ordersRoutes(
  app: FastifyInstance,
  {
    db,
    payments,
    releases,
    approvals,
  }: { db: Db; payments: Payments; releases: Releases; approvals: Approvals },
) {
  route(app, ordersContract.list, {}, async (request) =>
    ordersRepository.findByUser(db, currentUserId(request, request.params.userId)),
  );

  async function ownOrder(id: string, userId: string | null) {
    const order = await ordersRepository.findById(db, id);
    // Someone else's order answers exactly like a missing one, so ids reveal nothing.
    if (!order || order.userId !== userId) throw new NotFoundError('Order not found');
    return order;
  }

  /** The order as its page shows it: with checkout's details and where its money stands. */
  async function detail(id: string, userId: string | null) {
    const order = await ownOrder(id, userId);
    const [withCheckout, release] = await Promise.all([
      withCheckoutDetails(db, order),
      releases.statusOf(order),
    ]);
    return { ...withCheckout, release };
  }

  route(app, ordersContract.detail, {}, async (request) =>
    detail(request.params.id, request.userId),
  );

  /** Cancel Order (spec §2, pending only): a paid order is refunded in full through Paystack. */
  route(app, ordersContract.cancel, {}, async (request) => {
    const { id } = request.params;
    await ownOrder(id, request.userId);
    if (!(await payments.cancelOrder(id, request.userId!))) {
      throw new ConflictError('Only a pending order can be cancelled');
    }
    return detail(id, request.userId);
  });

  /** "Looks right" at ready (issue 29): only the order's shopper; the tailor may then send it. */
  route(app, ordersContract.approve, {}, async (request) => {
    const { id } = request.params;
    await ownOrder(id, request.userId);
    await approvals.approve(request.userId!, id);
    return detail(id, request.userId);
  });

  /** "Ask for a change" at ready (issue 29): one free round, with a note and her own photos. */
  route(app, ordersContract.changeRequest, {}, async (request) => {
    const { id } = request.params;
    await ownOrder(id, request.userId);
    await approvals.askChange(request.userId!, id, request.body);
    return detail(id, request.userId);
  });

  /** "I've received it" (issue 28): the tailor is paid for a delivered order now. */
  route(app, ordersContract.confirmReceived, {}, async (request) => {
    const { id } = request.params;
    await ownOrder(id, request.userId);
    await releases.confirmReceived(request.userId!, id);
    return detail(id, request.userId);
  });
}
