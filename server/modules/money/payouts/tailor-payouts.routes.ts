import type { FastifyInstance } from 'fastify';
import { payoutsContract } from '../../../../shared/schemas/payouts.ts';
import type { Db } from '../../../db/client.ts';
import { savePaymentInfo } from './payouts.service.ts';
import { requireRole } from '../../../plugins/require-role.ts';
import { route } from '../../../plugins/route.ts';
import { actingTailorId } from '../../tailors/acting-tailor.ts';
import type { Releases } from '../ledger/releases.ts';
import { payoutsOverview, type MoneyRules } from './payouts-overview.ts';

/**
 * A tailor's bank details and payouts (issue 14). The business is always the session's own
 * (tailors.user_id), never one named by the client, so no tailor can read or change another's.
 */
export async function tailorPayoutsRoutes(
  app: FastifyInstance,
  {
    db,
    moneyRules,
    releases,
  }: { db: Db; moneyRules: MoneyRules; releases: Pick<Releases, 'statusOf'> },
) {
  const tailorOnly = { onRequest: requireRole('tailor') };

  route(app, payoutsContract.overview, tailorOnly, async (request) =>
    payoutsOverview(db, await actingTailorId(db, request.userId!), moneyRules, releases),
  );

  route(app, payoutsContract.savePaymentInfo, tailorOnly, async (request) => {
    const tailorId = await actingTailorId(db, request.userId!);
    return savePaymentInfo(db, tailorId, request.body);
  });
}
