import { orderNumber } from '../../shared/order-lifecycle.ts';
import { moneyBackWords, paidWords, type PaymentSplit } from '../../shared/payment-split.ts';
import { day, link, naira as formatNaira } from './format.ts';

/** The texts money sends: receipts, new paid orders, cancellations and refunds. */

type PaidOrder = {
  id: string;
  totalAmount: number;
  /** How it was paid (issue 28): naira by card through Paystack, naira of Telo credit. */
  paid: PaymentSplit;
  productName: string;
  businessName: string;
  neededBy: string | null;
  rush: boolean;
  deliveryText: string;
};

export const receiptText = (site: string, order: PaidOrder, reference: string) =>
  `Telo receipt: order ${orderNumber(order.id)}, ${order.productName} by ${order.businessName}, ` +
  `${formatNaira(order.totalAmount)}, paid ${paidWords(order.paid)}. Ref ${reference}. ` +
  `We will let you know when the tailor starts. Follow it: ${link(site, `/orders/${order.id}`)}`;

export const newOrderText = (site: string, order: PaidOrder) =>
  `Telo: new paid order ${orderNumber(order.id)}, ${order.productName}` +
  (order.neededBy ? `, needed by ${day(order.neededBy)}${order.rush ? ' (rush)' : ''}` : '') +
  `. ${order.deliveryText}. Accept or decline it within 48 hours in your Telo workspace, ` +
  `where the shopper's measurements are: ${link(site, '/dashboard')}`;

/**
 * What a cancelled order gives back, part by part (issue 28): "₦23,500 back to your card through
 * Paystack; ₦15,000 back to your Telo credit." `refundNaira` is what Paystack is asked to give
 * back (null: nothing), `creditNaira` the store credit returned to the account.
 */
export const moneyBackLine = (refundNaira: number | null, creditNaira = 0) => {
  const back = moneyBackWords({ card: refundNaira ?? 0, credit: creditNaira });
  if (!back) return '';
  return (
    ` ${back}.` + (refundNaira ? ' We will text you when Paystack has processed the refund.' : '')
  );
};

export const cancelledText = (orderId: string, refundNaira: number | null, creditNaira = 0) =>
  `Telo: order ${orderNumber(orderId)} is cancelled.${moneyBackLine(refundNaira, creditNaira)}`;

/**
 * To the tailor of a paid order its shopper cancelled before she accepted it: her last text said
 * "accept within 48 hours", so she is told the order is gone and needs nothing from her.
 */
export const shopperCancelledTailorText = (o: { id: string; productName: string }) =>
  `Telo: the shopper cancelled order ${orderNumber(o.id)} (${o.productName}) before you ` +
  `accepted it. No work is needed on it, and Telo refunds the shopper.`;

export const refundedText = (orderId: string | null, refundNaira: number) =>
  `Telo: your refund of ${formatNaira(refundNaira)}` +
  (orderId ? ` for order ${orderNumber(orderId)}` : '') +
  ` has been processed.`;

/** A refund the provider refused, which Telo's team then paid back another way. */
export const settledByHandText = (orderId: string | null, refundNaira: number) =>
  `Telo: your refund of ${formatNaira(refundNaira)}` +
  (orderId ? ` for order ${orderNumber(orderId)}` : '') +
  ` has been paid back to you by the Telo team. Reply to this message if it has not reached you.`;

export const latePaymentText = (refundNaira: number, reference: string) =>
  `Telo: a payment of ${formatNaira(refundNaira)} (ref ${reference}) arrived for orders that had ` +
  `already been paid, cancelled or expired. It is being refunded in full.`;

/** To the tailor when an order's money is released to her balance (issue 28). */
export const releasedText = (
  site: string,
  orderId: string,
  naira: number,
  why: 'confirmed' | 'auto',
) =>
  `Telo: ${formatNaira(naira)} for order ${orderNumber(orderId)} is now in your Telo balance ` +
  `(${why === 'confirmed' ? 'the shopper confirmed receiving it' : 'no fit problem was reported'}). ` +
  `It goes to your bank with your next payout: ${link(site, '/dashboard?tab=payouts')}`;
