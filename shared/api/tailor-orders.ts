import type * as P from '../schemas/common.ts';
import type * as S from '../schemas/tailor-orders.ts';
import type * as A from '../schemas/order-approval.ts';
import { endpoint } from './endpoint.ts';

/**
 * The tailor's orders (issue 14). Every call needs the tailor role (401 / 403) and acts only on
 * the orders of that account's own tailor: any other id answers 404, exactly like a missing one.
 */
export const tailorOrdersApi = {
  list: endpoint<{ response: typeof S.tailorOrdersAnswer }>('GET', '/api/tailor/orders'),
  finished: endpoint<{
    query: typeof S.finishedOrdersQuery;
    response: typeof S.finishedOrdersPage;
  }>('GET', '/api/tailor/orders/finished'),
  one: endpoint<{ params: typeof P.idParamsSchema; response: typeof S.tailorOrderSchema }>(
    'GET',
    '/api/tailor/orders/:id',
  ),
  accept: endpoint<{
    params: typeof P.idParamsSchema;
    body: typeof S.acceptRequestSchema;
    response: typeof S.tailorOrderSchema;
  }>('POST', '/api/tailor/orders/:id/accept'),
  decline: endpoint<{
    params: typeof P.idParamsSchema;
    body: typeof S.declineRequestSchema;
    response: typeof S.tailorOrderSchema;
  }>('POST', '/api/tailor/orders/:id/decline'),
  stage: endpoint<{
    params: typeof P.idParamsSchema;
    body: typeof S.stageRequestSchema;
    response: typeof S.tailorOrderSchema;
  }>('POST', '/api/tailor/orders/:id/stage'),
  changeAnswer: endpoint<{
    params: typeof P.idParamsSchema;
    body: typeof A.changeAnswerSchema;
    response: typeof S.tailorOrderSchema;
  }>('POST', '/api/tailor/orders/:id/change-answer'),
};
