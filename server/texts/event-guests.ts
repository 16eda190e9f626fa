import { orderNumber } from '../../shared/order-lifecycle.ts';
import { paidWords, type PaymentSplit } from '../../shared/payment-split.ts';
import { day, link, naira } from './format.ts';
import { moneyBackLine } from './money.ts';

/**
 * The texts an aso-ebi guest receives (issue 32): her receipt, which names the event and says
 * when her tailor starts (at the lock, after the pay-by date), and the word that she has left.
 */

type EventRef = { id: string; name: string; payBy: string };

type PaidEventOrder = {
  id: string;
  totalAmount: number;
  paid: PaymentSplit;
  productName: string;
  businessName: string;
};

export const eventReceiptText = (
  site: string,
  event: EventRef,
  order: PaidEventOrder,
  reference: string,
) =>
  `Telo receipt: ${event.name}, order ${orderNumber(order.id)}, ${order.productName} by ` +
  `${order.businessName}, ${naira(order.totalAmount)}, paid ${paidWords(order.paid)}. ` +
  `Ref ${reference}. Your tailor starts when the event locks after ${day(event.payBy)}; until ` +
  `then you may leave with a full refund. The event: ${link(site, `/events/${event.id}`)}`;

/**
 * She left the event before the lock: her order (if she had one) is cancelled, and what she paid
 * comes back part by part (`refundNaira` by Paystack, `creditNaira` as Telo credit).
 */
export const eventLeftText = (
  event: { name: string },
  orderId: string | null,
  refundNaira: number | null,
  creditNaira = 0,
) =>
  `Telo: you have left ${event.name}.` +
  (orderId ? ` Order ${orderNumber(orderId)} is cancelled.` : '') +
  moneyBackLine(refundNaira, creditNaira);
