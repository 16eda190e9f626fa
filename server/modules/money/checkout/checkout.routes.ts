import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutPaths,
  checkoutQuoteRequestSchema,
  checkoutRequestSchema,
  deliveryAddressSchema,
} from '../../../../shared/schemas/checkout.ts';
import type { Db } from '../../../db/client.ts';
import { savedAddresses } from '../../../db/schema/index.ts';
import { UnauthorizedError } from '../../../errors.ts';
import type { Payments } from '../payments/payments.service.ts';
import { currentUserId } from '../../../plugins/session.ts';
import { fromKobo } from '../../../../shared/money.ts';
import { balanceKobo, creditToApply } from '../credit/store-credit.ts';
import { placeCheckout } from './place-checkout.ts';
import { priceItems } from './quote.ts';

/**
 * An order belongs to an account (issue 12): in demo mode the demo shopper's, in live mode a
 * signed-in one's. A live-mode guest may fill a cart and see a quote, but signs in to order.
 */
function buyerId(request: FastifyRequest) {
  if (request.userId === null || request.session.guest) {
    throw new UnauthorizedError('Sign in to check out');
  }
  return request.userId;
}

export async function checkoutRoutes(
  app: FastifyInstance,
  { db, payments }: { db: Db; payments: Payments },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(checkoutPaths.quote, { schema: { body: checkoutQuoteRequestSchema } }, async (request) => {
    const { items, delivery } = request.body;
    const userId = currentUserId(request);
    const { quote, lines } = await priceItems(db, userId, items, delivery);
    // The credit a checkout placed now would use; the checkout decides again under its lock.
    const totalKobo = lines.reduce((n, l) => n + l.kobo.total, 0);
    const credit = creditToApply(await balanceKobo(db, userId), totalKobo);
    return { ...quote, credit: fromKobo(credit), amountDue: fromKobo(totalKobo - credit) };
  });

  r.post(
    checkoutPaths.checkout,
    { schema: { body: checkoutRequestSchema } },
    async (request, reply) => {
      const started = await placeCheckout(db, payments, buyerId(request), request.body);
      return reply.status(201).send(started);
    },
  );

  r.get(checkoutPaths.addresses, async (request) => {
    if (request.userId === null) return [];
    return db
      .select({
        id: savedAddresses.id,
        name: savedAddresses.name,
        phone: savedAddresses.phone,
        street: savedAddresses.street,
        city: savedAddresses.city,
        state: savedAddresses.state,
        createdAt: savedAddresses.createdAt,
      })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, request.userId))
      .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id))
      .limit(20);
  });

  r.post(
    checkoutPaths.addresses,
    { schema: { body: deliveryAddressSchema } },
    async (request, reply) => {
      const userId = buyerId(request);
      const [row] = await db
        .insert(savedAddresses)
        .values({ userId, ...request.body })
        // The same address saved again is the row already kept.
        .onConflictDoUpdate({
          target: [
            savedAddresses.userId,
            savedAddresses.name,
            savedAddresses.phone,
            savedAddresses.street,
            savedAddresses.city,
            savedAddresses.state,
          ],
          set: { name: request.body.name },
        })
        .returning();
      return reply.status(201).send(row);
    },
  );
}
