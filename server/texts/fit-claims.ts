import { orderNumber } from '../../shared/order-lifecycle.ts';
import { link, naira, quotedSentence } from './format.ts';

/** The texts of the Lifetime Fit Guarantee (issue 15): each links to the claim's own page. */

type Claim = { id: string; orderId: string };

const claimLink = (site: string, claim: Claim) => link(site, `/claims/${claim.id}`);

export const claimReportedText = (
  site: string,
  claim: Claim & { garment: string; severity: string },
) =>
  `Telo: a fit problem was reported on order ${orderNumber(claim.orderId)} ` +
  `(${claim.garment}, ${claim.severity.toLowerCase()}). ` +
  `Please answer with an alteration or a remake within 2 business days: ${claimLink(site, claim)}`;

export const claimCreditText = (site: string, claim: Claim, creditNaira: number) =>
  `Telo: ${naira(creditNaira)} store credit was added to your account for ` +
  `order ${orderNumber(claim.orderId)}. It never expires and comes off your next order: ` +
  claimLink(site, claim);

export const claimAnsweredText = (
  site: string,
  claim: Claim,
  businessName: string,
  answer: 'alteration' | 'remake',
) =>
  `Telo: ${businessName} will ${answer === 'remake' ? 'remake' : 'alter'} your outfit for ` +
  `order ${orderNumber(claim.orderId)}: ${claimLink(site, claim)}`;

export const claimFixDoneText = (site: string, claim: Claim, fix: 'alteration' | 'remake') =>
  `Telo: the ${fix} of your outfit for order ${orderNumber(claim.orderId)} is done. ` +
  `Tell us if it fits: ${claimLink(site, claim)}`;

export const claimDisputedText = (site: string, claim: Claim) =>
  `Telo: the fit claim on order ${orderNumber(claim.orderId)} was sent to Telo for a ` +
  `decision. Our support team replies within 24 hours: ${claimLink(site, claim)}`;

export const claimDecidedText = (site: string, claim: Claim, note: string) =>
  `Telo decided the fit claim on order ${orderNumber(claim.orderId)}: ${quotedSentence(note)} ` +
  `See the claim: ${claimLink(site, claim)}`;
