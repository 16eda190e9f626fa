import { moneyBackLine } from './money.ts';
import { orderNumber, type StepStage } from '../../shared/order-lifecycle.ts';
import { FREE_CHANGE_ROUNDS } from '../../shared/order-approval.ts';
import { day, quotedSentence } from './format.ts';

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
    /** The order page's full address: the ready and delivered texts send her there. */
    orderUrl: string;
    /** Ready: until when she may answer before the tailor may send it anyway (ISO-8601). */
    approveBy?: string | null;
    now?: Date;
  },
) {
  const outfit = `your ${o.productName} (order ${orderNumber(o.id)})`;
  switch (stage) {
    case 'cutting':
      return `Telo: ${o.businessName} is cutting the fabric for ${outfit}.`;
    case 'sewing':
      return `Telo: ${o.businessName} is sewing ${outfit}.`;
    case 'ready':
      return (
        `Telo: ${outfit} is ready. See the photo and tap "Looks right" or ask for a change` +
        (extra.approveBy
          ? ` by ${day(extra.approveBy, extra.now)}; with no answer by then it is sent as it is`
          : '') +
        `: ${extra.orderUrl}`
      );
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
  `${quotedSentence(reason)} The order is cancelled.${moneyBackLine(refund, credit)}`;

export const acceptanceExpiredText = (o: OrderNames, refund: number | null, credit: number) =>
  `Telo: ${o.businessName} did not accept your order ${orderNumber(o.id)} (${o.productName}) ` +
  `within 48 hours, so it is cancelled.${moneyBackLine(refund, credit)}`;

export const acceptanceExpiredTailorText = (o: OrderNames) =>
  `Telo: order ${orderNumber(o.id)} (${o.productName}) was not accepted within 48 hours. ` +
  `It is cancelled and the shopper is refunded.`;

/** To the tailor: the shopper asked for a change at "ready" (issue 29). */
export const changeRequestedTailorText = (
  o: OrderNames,
  change: { round: number; note: string; photos: number },
  workspaceUrl: string,
) =>
  `Telo: the shopper asked for a change to order ${orderNumber(o.id)} (${o.productName}), ` +
  `change round ${change.round} of ${FREE_CHANGE_ROUNDS} free: ${quotedSentence(change.note)}` +
  (change.photos > 0
    ? ` ${change.photos === 1 ? '1 photo' : `${change.photos} photos`} attached.`
    : '') +
  ` Move it back to sewing or reply to explain, in your workspace: ${workspaceUrl}`;

/** To the tailor: the ready order is approved, by the shopper or by 48 hours of silence. */
export const approvedTailorText = (
  o: OrderNames,
  by: 'shopper' | 'silence',
  pickup: boolean,
  workspaceUrl: string,
) => {
  const next = pickup ? 'mark it ready for pickup' : 'dispatch it';
  return (
    (by === 'shopper'
      ? `Telo: the shopper approved the photo of order ${orderNumber(o.id)} (${o.productName}). `
      : `Telo: the shopper did not answer within 48 hours about order ${orderNumber(o.id)} ` +
        `(${o.productName}), so it counts as approved. `) + `You can ${next} now: ${workspaceUrl}`
  );
};

/** To the shopper: the tailor's answer to her change request. */
export const changeAnsweredText = (
  o: OrderNames,
  answer: 'sewing' | 'explain',
  reply: string | null,
  orderUrl: string,
) =>
  answer === 'sewing'
    ? `Telo: ${o.businessName} is making your change to order ${orderNumber(o.id)} ` +
      `(${o.productName}) and will send a new photo when it is ready` +
      (reply ? `: ${quotedSentence(reply)}` : '.') +
      ` ${orderUrl}`
    : `Telo: ${o.businessName} replied about your change to order ${orderNumber(o.id)} ` +
      `(${o.productName}): ${quotedSentence(reply ?? '')} Tap "Looks right" when you are happy: ${orderUrl}`;
