import type * as S from '../schemas/checkout.ts';
import type { emptyBodySchema, idParamsSchema, userParamsSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/** The shopper's orders (spec §3, issue 13): someone else's answers 404 like a missing one. */
export const ordersApi = {
  list: endpoint<{
    params: typeof userParamsSchema;
    response: typeof S.orderListSchema;
  }>(
    'GET',
    '/api/users/:userId/orders',
    "The shopper's orders, newest first, with their payment state",
  ),
  detail: endpoint<{
    params: typeof idParamsSchema;
    response: typeof S.orderDetailSchema;
  }>(
    'GET',
    '/api/orders/:id',
    'One order with its delivery, payment, timeline and, once paid, its receipt',
  ),
  cancel: endpoint<{
    params: typeof idParamsSchema;
    body: typeof emptyBodySchema;
    response: typeof S.orderDetailSchema;
  }>(
    'POST',
    '/api/orders/:id/cancel',
    'Cancels a pending order (409 otherwise); a paid one is refunded in full',
  ),
};
