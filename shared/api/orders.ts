import type * as S from '../schemas/checkout.ts';
import type * as A from '../schemas/order-approval.ts';
import type { emptyBodySchema, idParamsSchema, userParamsSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/** The shopper's orders (spec §3, issue 13): someone else's answers 404 like a missing one. */
export const ordersApi = {
  list: endpoint<{
    params: typeof userParamsSchema;
    response: typeof S.orderListSchema;
  }>('GET', '/api/users/:userId/orders'),
  detail: endpoint<{
    params: typeof idParamsSchema;
    response: typeof S.orderDetailSchema;
  }>('GET', '/api/orders/:id'),
  cancel: endpoint<{
    params: typeof idParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.orderDetailSchema;
  }>('POST', '/api/orders/:id/cancel'),
  approve: endpoint<{
    params: typeof idParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.orderDetailSchema;
  }>('POST', '/api/orders/:id/approve'),
  changeRequest: endpoint<{
    params: typeof idParamsSchema;
    body: typeof A.changeRequestSchema;
    response: typeof S.orderDetailSchema;
  }>('POST', '/api/orders/:id/change-request'),
  confirmReceived: endpoint<{
    params: typeof idParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.orderDetailSchema;
  }>('POST', '/api/orders/:id/received'),
};
