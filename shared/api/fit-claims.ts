import type * as S from '../schemas/fit-claims.ts';
import type { emptyBodySchema, idParamsSchema, userParamsSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The Lifetime Fit Guarantee (issue 15) and the store credit it issues. Shoppers report and
 * dispute, the order's tailor answers and marks the fix done, admins decide disputes; anyone
 * else is answered as if the claim did not exist (404). Each step answers the claim after it.
 */
export const fitClaimsApi = {
  report: endpoint<{ body: typeof S.createFitClaimSchema; response: typeof S.fitClaimSchema }>(
    'POST',
    '/api/fit-claims',
  ),
  one: endpoint<{ params: typeof idParamsSchema; response: typeof S.fitClaimSchema }>(
    'GET',
    '/api/fit-claims/:id',
  ),
  mine: endpoint<{ params: typeof userParamsSchema; response: typeof S.fitClaimListSchema }>(
    'GET',
    '/api/users/:userId/fit-claims',
  ),
  tailor: endpoint<{ response: typeof S.fitClaimListSchema }>('GET', '/api/tailor/fit-claims'),
  admin: endpoint<{ response: typeof S.fitClaimListSchema }>('GET', '/api/admin/fit-claims'),
  answer: endpoint<{
    params: typeof idParamsSchema;
    body: typeof S.answerFitClaimSchema;
    response: typeof S.fitClaimSchema;
  }>('POST', '/api/fit-claims/:id/answer'),
  done: endpoint<{
    params: typeof idParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.fitClaimSchema;
  }>('POST', '/api/fit-claims/:id/done'),
  dispute: endpoint<{
    params: typeof idParamsSchema;
    body: typeof S.disputeFitClaimSchema;
    response: typeof S.fitClaimSchema;
  }>('POST', '/api/fit-claims/:id/dispute'),
  decide: endpoint<{
    params: typeof idParamsSchema;
    body: typeof S.decideFitClaimSchema;
    response: typeof S.fitClaimSchema;
  }>('POST', '/api/fit-claims/:id/decide'),
  storeCredit: endpoint<{
    params: typeof userParamsSchema;
    response: typeof S.storeCreditSchema;
  }>('GET', '/api/users/:userId/store-credit'),
};
