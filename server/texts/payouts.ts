import { link, naira } from './format.ts';
import { fromKobo } from '../../shared/money.ts';

/** The texts a tailor's payouts send (issues 14, 28 and 29), amounts in kobo as the ledger keeps them. */

/** Where a tailor sees her payouts and bank details: the workspace's Payouts tab. */
export const PAYOUTS_TAB_PATH = '/dashboard?tab=payouts';

export const payoutPaidText = (amountKobo: number) =>
  `Telo: ${naira(fromKobo(amountKobo))} from your Telo balance has been sent to your bank account.`;

export const payoutFailedText = (amountKobo: number, reason: string, site: string) =>
  `Telo: we could not pay ${naira(fromKobo(amountKobo))} from your Telo balance into your bank ` +
  `account (${reason}). Check your bank details on your Payouts tab, and we send it again once ` +
  `they change: ${link(site, PAYOUTS_TAB_PATH)}`;

/** Money is hers to be paid, and Telo has nowhere to send it: once per waiting period. */
export const bankDetailsNeededText = (amountKobo: number, site: string) =>
  `Telo: ${naira(fromKobo(amountKobo))} is ready to be paid to you, but we do not have your bank ` +
  `details yet. Add them on your Payouts tab and we send it: ${link(site, PAYOUTS_TAB_PATH)}`;

/** Where an aso-ebi host sees her margins and bank details (issue 32). */
export const HOST_EARNINGS_PATH = '/aso-ebi/earnings';

/** A host's payout of her aso-ebi margins could not be paid (issue 32). */
export const hostPayoutFailedText = (amountKobo: number, reason: string, site: string) =>
  `Telo: we could not pay ${naira(fromKobo(amountKobo))} of your aso-ebi earnings into your ` +
  `bank account (${reason}). Check your bank details, and we send it again once they change: ` +
  `${link(site, HOST_EARNINGS_PATH)}`;

/** Her margins are hers to be paid, and Telo has nowhere to send them: once per waiting period. */
export const hostBankDetailsNeededText = (amountKobo: number, site: string) =>
  `Telo: ${naira(fromKobo(amountKobo))} of your aso-ebi earnings is ready to be paid to you, but ` +
  `we do not have your bank details yet. Add them and we send it: ${link(site, HOST_EARNINGS_PATH)}`;
