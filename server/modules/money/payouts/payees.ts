import { accounts } from '../ledger/accounts.ts';

/**
 * Whom a payout pays (issue 32, decision 057): a tailor (her earnings, `tailor:<id>`) or an
 * aso-ebi host (her margins, `host:<user>`). The sweep, the sending and the settling of a payout
 * are the same for both; only where the money waits, where it lands and whom to text differ.
 */
export type Payee = { kind: 'tailor'; tailorId: string } | { kind: 'host'; userId: string };

/** The payee of a payouts row: exactly one of the two is set (payouts_one_payee_check). */
export function payeeOf(row: { tailorId: string | null; hostUserId: string | null }): Payee {
  if (row.tailorId) return { kind: 'tailor', tailorId: row.tailorId };
  if (row.hostUserId) return { kind: 'host', userId: row.hostUserId };
  throw new Error('a payout without a payee');
}

/** Where the payee's money waits for its payout. */
export const balanceAccount = (payee: Payee) =>
  payee.kind === 'tailor' ? accounts.tailor(payee.tailorId) : accounts.host(payee.userId);

/** The payee's bank (outside Telo): a host's is named apart from any tailor id. */
export const bankAccount = (payee: Payee) =>
  payee.kind === 'tailor' ? accounts.bank(payee.tailorId) : accounts.bank(`host-${payee.userId}`);

/** The payouts row's payee columns. */
export const payeeColumns = (payee: Payee) =>
  payee.kind === 'tailor'
    ? { tailorId: payee.tailorId, hostUserId: null }
    : { tailorId: null, hostUserId: payee.userId };
