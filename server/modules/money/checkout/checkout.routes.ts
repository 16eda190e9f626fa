import type { FastifyInstance } from 'fastify';
import { fromKobo } from '../../../../shared/money.ts';
import { checkoutContract } from '../../../../shared/schemas/checkout.ts';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../plugins/route.ts';
import { currentUserId } from '../../../plugins/session.ts';
import { balanceKobo, creditToApply } from '../credit/store-credit.ts';
import { buyerId } from './buyer.ts';
import type { Payments } from '../payments/payments.service.ts';
import * as repository from './checkout.repository.ts';
import { placeCheckout } from './place-checkout.ts';
import { priceItems } from './quote.ts';

export async function checkoutRoutes(
  app: FastifyInstance,
  { db, payments }: { db: Db; payments: Payments },
) {
  route(app, checkoutContract.quote, {}, async (request) => {
    const { items, delivery } = request.body;
    const userId = currentUserId(request);
    const { quote, lines } = await priceItems(db, userId, items, delivery);
    // The credit a checkout placed now would use; the checkout decides again under its lock.
    const totalKobo = lines.reduce((n, l) => n + l.kobo.total, 0);
    const credit = creditToApply(await balanceKobo(db, userId), totalKobo);
    return { ...quote, credit: fromKobo(credit), amountDue: fromKobo(totalKobo - credit) };
  });

  route(app, checkoutContract.checkout, {}, async (request, reply) => {
    const started = await placeCheckout(db, payments, buyerId(request), request.body);
    return reply.status(201).send(started);
  });

  route(app, checkoutContract.addresses, {}, async (request) =>
    request.userId === null ? [] : repository.findSavedAddresses(db, request.userId),
  );

  route(app, checkoutContract.saveAddress, {}, async (request, reply) => {
    const saved = await repository.saveAddress(db, buyerId(request), request.body);
    return reply.status(201).send(saved);
  });
}
