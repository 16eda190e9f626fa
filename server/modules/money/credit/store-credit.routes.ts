import type { FastifyInstance } from 'fastify';
import { fromKobo } from '../../../../shared/money.ts';
import { fitClaimsContract } from '../../../../shared/schemas/fit-claims.ts';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../plugins/route.ts';
import { currentUserId } from '../../../plugins/session.ts';
import { balanceKobo, ledger } from './store-credit.ts';

/** GET /api/users/{userId}/store-credit: the shopper's own balance and ledger (naira). */
export async function storeCreditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, fitClaimsContract.storeCredit, {}, async (request) => {
    const userId = currentUserId(request, request.params.userId);
    const [balance, entries] = await Promise.all([balanceKobo(db, userId), ledger(db, userId)]);
    return {
      balance: fromKobo(balance),
      entries: entries.map((e) => ({ ...e, amount: fromKobo(e.amountKobo) })),
    };
  });
}
