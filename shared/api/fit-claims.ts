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
    'Reports a fit problem on a delivered order of the shopper, within 30 days (201)',
  ),
  one: endpoint<{ params: typeof idParamsSchema; response: typeof S.fitClaimSchema }>(
    'GET',
    '/api/fit-claims/:id',
    'One claim with its timeline and what the reader may do now',
  ),
  mine: endpoint<{ params: typeof userParamsSchema; response: typeof S.fitClaimListSchema }>(
    'GET',
    '/api/users/:userId/fit-claims',
    "The shopper's own claims, newest first",
  ),
  tailor: endpoint<{ response: typeof S.fitClaimListSchema }>(
    'GET',
    '/api/tailor/fit-claims',
    "Claims on the signed-in tailor's orders",
  ),
  admin: endpoint<{ response: typeof S.fitClaimListSchema }>(
    'GET',
    '/api/admin/fit-claims',
    "Disputed claims waiting for an admin's decision",
  ),
  answer: endpoint<{
    params: typeof idParamsSchema;
    body: typeof S.answerFitClaimSchema;
    response: typeof S.fitClaimSchema;
  }>(
    'POST',
    '/api/fit-claims/:id/answer',
    "The tailor's answer: an alteration, a remake or cannot fix",
  ),
  done: endpoint<{
    params: typeof idParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.fitClaimSchema;
  }>('POST', '/api/fit-claims/:id/done', 'The tailor marks the alteration or remake done'),
  dispute: endpoint<{
    params: typeof idParamsSchema;
    body: typeof S.disputeFitClaimSchema;
    response: typeof S.fitClaimSchema;
  }>('POST', '/api/fit-claims/:id/dispute', 'Either side asks Telo to decide'),
  decide: endpoint<{
    params: typeof idParamsSchema;
    body: typeof S.decideFitClaimSchema;
    response: typeof S.fitClaimSchema;
  }>(
    'POST',
    '/api/fit-claims/:id/decide',
    'An admin decides a disputed claim: an alteration, a remake, store credit or not covered',
  ),
  storeCredit: endpoint<{
    params: typeof userParamsSchema;
    response: typeof S.storeCreditSchema;
  }>(
    'GET',
    '/api/users/:userId/store-credit',
    "The shopper's store credit: the balance and its ledger, newest first (naira)",
  ),
};
