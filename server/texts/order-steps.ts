import { moneyBackLine } from './money.ts';
import { orderNumber, type StepStage } from '../../shared/order-lifecycle.ts';

/** What a text needs to name the order the way the shopper knows it. */
export type OrderNames = { id: string; productName: string; businessName: string };

export const acceptedText = (o: OrderNames) =>
  `Telo: ${o.businessName} accepted your order ${orderNumber(o.id)} (${o.productName}). ` +
  `We will text you at each step; follow it on your order page.`;

/** The shopper's text for each step after accepting. */
export function stageText(
  stage: StepStage,
  o: OrderNames,
  extra: {
    courier?: string | null;
    trackingNote?: string | null;
    pickupCity?: string | null;
    /** The order page's full address: the delivered text asks her to confirm there. */
    orderUrl: string;
  },
) {
  const outfit = `your ${o.productName} (order ${orderNumber(o.id)})`;
  switch (stage) {
    case 'cutting':
      return `Telo: ${o.businessName} is cutting the fabric for ${outfit}.`;
    case 'sewing':
      return `Telo: ${o.businessName} is sewing ${outfit}.`;
    case 'ready':
      return `Telo: ${outfit} is ready. See the photo of it on your order page.`;
    case 'dispatched':
      return `Telo: ${outfit} is on its way with ${extra.courier}. Tracking: ${extra.trackingNote}`;
    case 'ready_for_pickup':
      return `Telo: ${outfit} is ready for pickup from ${o.businessName}${extra.pickupCity ? ` in ${extra.pickupCity}` : ''}.`;
    case 'delivered':
      return (
        `Telo: ${outfit} is delivered. Thank you for ordering with Telo! Once you have it, tap ` +
        `"I've received it" on your order page to pay your tailor: ${extra.orderUrl}`
      );
  }
}

export const declinedText = (
  o: OrderNames,
  reason: string,
  refund: number | null,
  credit: number,
) =>
  `Telo: ${o.businessName} could not take your order ${orderNumber(o.id)} (${o.productName}): ` +
  `"${reason}". The order is cancelled.${moneyBackLine(refund, credit)}`;

export const acceptanceExpiredText = (o: OrderNames, refund: number | null, credit: number) =>
  `Telo: ${o.businessName} did not accept your order ${orderNumber(o.id)} (${o.productName}) ` +
  `within 48 hours, so it is cancelled.${moneyBackLine(refund, credit)}`;

export const acceptanceExpiredTailorText = (o: OrderNames) =>
  `Telo: order ${orderNumber(o.id)} (${o.productName}) was not accepted within 48 hours. ` +
  `It is cancelled and the shopper is refunded.`;
