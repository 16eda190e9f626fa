import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromKobo } from '../../../../shared/money.ts';
import { userParamsSchema } from '../../../../shared/schemas/common.ts';
import type { StoreCredit } from '../../../../shared/schemas/fit-claims.ts';
import type { Db } from '../../../db/client.ts';
import { currentUserId } from '../../../plugins/session.ts';
import { balanceKobo, ledger } from './store-credit.ts';

/** GET /api/users/{userId}/store-credit: the shopper's own balance and ledger (naira). */
export async function storeCreditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/users/:userId/store-credit',
    { schema: { params: userParamsSchema } },
    async (request): Promise<StoreCredit> => {
      const userId = currentUserId(request, request.params.userId);
      const [balance, entries] = await Promise.all([balanceKobo(db, userId), ledger(db, userId)]);
      return {
        balance: fromKobo(balance),
        entries: entries.map((e) => ({
          kind: e.kind,
          amount: fromKobo(e.amountKobo),
          claimId: e.claimId,
          orderId: e.orderId,
          at: e.at.toISOString(),
        })),
      };
    },
  );
}
