import type { FastifyInstance } from 'fastify';
import { payoutsContract } from '../../../../shared/schemas/payouts.ts';
import type { Db } from '../../../db/client.ts';
import { savePaymentInfo } from './payouts.service.ts';
import { requireRole } from '../../../plugins/require-role.ts';
import { route } from '../../../plugins/route.ts';
import { actingTailorId } from '../../tailors/acting-tailor.ts';
import type { Releases } from '../ledger/releases.ts';
import type { Banks } from './banks.ts';
import { payoutsOverview, type MoneyRules } from './payouts-overview.ts';

/**
 * A tailor's bank details and payouts (issues 14 and 29). The business is always the session's
 * own (tailors.user_id), never one named by the client, so no tailor can read or change another's.
 * The bank list and resolving an account are for tailors too: they cost a call to Paystack.
 */
export async function tailorPayoutsRoutes(
  app: FastifyInstance,
  {
    db,
    moneyRules,
    releases,
    banks,
  }: {
    db: Db;
    moneyRules: MoneyRules;
    releases: Pick<Releases, 'statusOf'>;
    banks: Pick<Banks, 'list' | 'resolve'>;
  },
) {
  const tailorOnly = { onRequest: requireRole('tailor') };

  route(app, payoutsContract.overview, tailorOnly, async (request) =>
    payoutsOverview(db, await actingTailorId(db, request.userId!), moneyRules, releases),
  );

  route(app, payoutsContract.banks, tailorOnly, async () => ({ banks: await banks.list() }));

  route(app, payoutsContract.resolveAccount, tailorOnly, async (request) => {
    // Only a tailor with a workshop may ask (404 otherwise), like saving.
    await actingTailorId(db, request.userId!);
    return banks.resolve(request.body);
  });

  route(app, payoutsContract.savePaymentInfo, tailorOnly, async (request) => {
    const tailorId = await actingTailorId(db, request.userId!);
    return savePaymentInfo(db, banks, tailorId, request.body);
  });
}
