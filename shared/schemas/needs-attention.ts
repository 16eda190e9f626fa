import { z } from 'zod';
import { needsAttentionApi } from '../api/needs-attention.ts';
import { contract, type Json } from '../api/endpoint.ts';
import { pageQuerySchema } from './admin.ts';
import { emptyBodySchema, idParamsSchema } from './common.ts';
import { SETTLE_NOTE_MAX, SETTLE_NOTE_MIN, SETTLE_NOTE_REQUIRED } from './needs-attention-rules.ts';

/** The Needs attention panel's schemas (issue 28); its calls are in shared/api/needs-attention.ts. */
export const failedRefundsQuery = pageQuerySchema;
export const refundParams = idParamsSchema;
export const emptyBody = emptyBodySchema;

/** "Mark settled by hand" always says how: the note is kept with the refund for the books. */
export const settleRefundSchema = z.object({
  note: z
    .string({ error: SETTLE_NOTE_REQUIRED })
    .trim()
    .min(SETTLE_NOTE_MIN, SETTLE_NOTE_REQUIRED)
    .max(SETTLE_NOTE_MAX, `The note must be at most ${SETTLE_NOTE_MAX} characters`),
});

/** A refund as the panel shows it: whose, how much, against which payment, and the provider's words. */
export const attentionRefund = z.object({
  id: z.string(),
  state: z.enum(['pending', 'processed', 'failed', 'settled']),
  /** Naira asked back. */
  amount: z.number(),
  paymentReference: z.string(),
  /** Null for a whole duplicate payment (no order). */
  orderId: z.string().nullable(),
  productName: z.string().nullable(),
  shopperName: z.string(),
  /** What the provider said when it refused; null once asked again. */
  failureReason: z.string().nullable(),
  failedAt: z.date().nullable(),
  createdAt: z.date(),
});
export type AttentionRefund = Json<z.output<typeof attentionRefund>>;
export const failedRefundsPage = z.object({
  items: z.array(attentionRefund),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

export const needsAttentionContract = contract(needsAttentionApi, {
  failedRefunds: {
    summary: 'Refunds the payment provider refused, newest first, with its words',
    query: failedRefundsQuery,
    response: failedRefundsPage,
  },
  retryRefund: {
    summary:
      'Asks the provider again for a failed refund; answers it as it stands after (404; 409 not failed)',
    params: refundParams,
    body: emptyBody,
    response: attentionRefund,
  },
  settleRefund: {
    summary:
      'Records a failed refund as settled by hand, with a note: the order becomes refunded and the shopper is texted (404; 409 not failed)',
    params: refundParams,
    body: settleRefundSchema,
    response: attentionRefund,
  },
});
