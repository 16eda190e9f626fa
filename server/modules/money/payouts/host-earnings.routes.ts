import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostEarningsContract } from '../../../../shared/schemas/host-earnings.ts';
import type { Db } from '../../../db/client.ts';
import { UnauthorizedError } from '../../../errors.ts';
import { route } from '../../../plugins/route.ts';
import type { Banks } from './banks.ts';
import { hostEarnings, requireHost } from './host-earnings.ts';
import { saveHostPaymentInfo } from './payouts.service.ts';

/**
 * An aso-ebi host's earnings and bank details (issue 32 item 6, decision 057): the tailor's
 * payouts kit (banks.ts, the payouts sweep), for the signed-in account's own margins.
 */
export async function hostEarningsRoutes(
  app: FastifyInstance,
  { db, banks }: { db: Db; banks: Pick<Banks, 'list' | 'resolve'> },
) {
  const signedIn = async (request: FastifyRequest) => {
    if (!request.session.signedIn) throw new UnauthorizedError();
  };

  route(app, hostEarningsContract.overview, { onRequest: signedIn }, async (request) =>
    hostEarnings(db, request.userId!),
  );

  route(app, hostEarningsContract.banks, { onRequest: signedIn }, async (request) => {
    await requireHost(db, request.userId!);
    return { banks: await banks.list() };
  });

  route(app, hostEarningsContract.resolveAccount, { onRequest: signedIn }, async (request) => {
    await requireHost(db, request.userId!);
    return banks.resolve(request.body);
  });

  route(app, hostEarningsContract.savePaymentInfo, { onRequest: signedIn }, async (request) => {
    await requireHost(db, request.userId!);
    return saveHostPaymentInfo(db, banks, request.userId!, request.body);
  });
}
