import type * as S from '../schemas/needs-attention.ts';
import { endpoint } from './endpoint.ts';

/**
 * The admin desk's Needs attention panel (issue 28): refunds the payment provider refused, with
 * its words, and what an admin does about one: ask again, or record that it was settled by hand.
 * Admins only (401 not signed in, 403 without the admin role), like every call of the desk.
 */
export const needsAttentionApi = {
  failedRefunds: endpoint<{
    query: typeof S.failedRefundsQuery;
    response: typeof S.failedRefundsPage;
  }>('GET', '/api/admin/refunds/failed'),
  retryRefund: endpoint<{
    params: typeof S.refundParams;
    body: typeof S.emptyBody;
    response: typeof S.attentionRefund;
  }>('POST', '/api/admin/refunds/:id/retry'),
  settleRefund: endpoint<{
    params: typeof S.refundParams;
    body: typeof S.settleRefundSchema;
    response: typeof S.attentionRefund;
  }>('POST', '/api/admin/refunds/:id/settle'),
};
