/**
 * The accounts of Telo's books (issue 28, decision 048). An account is named `kind:owner`; its
 * balance is the sum of its entries, in kobo. Money enters from a shopper's card and leaves to a
 * card (refunds) or a payee's bank (a tailor's or a host's): those two are outside Telo. A card's balance is minus what
 * it paid in net of refunds, a bank's is what was paid into it; every other account holds money
 * Telo has, and the books reconcile: all accounts together sum to zero.
 */
export const accounts = {
  /** A shopper's card through Paystack (outside): −charges, +refunds. */
  card: (userId: string) => `card:${userId}`,
  /** A shopper's store credit: spent on orders, given back when they are cancelled. */
  credit: (userId: string) => `credit:${userId}`,
  /** An order's money, held from payment until it is released to its tailor or given back. */
  escrow: (orderId: string) => `escrow:${orderId}`,
  /** Money owed back to a card: from a cancelled order's escrow, or a duplicate charge. */
  refund: (refundId: string) => `refund:${refundId}`,
  /** What Telo owes a tailor: advances and releases in, claims' claw-backs and payouts out. */
  tailor: (tailorId: string) => `tailor:${tailorId}`,
  /**
   * What Telo owes an aso-ebi host (issue 32, decision 054): her margin on each guest's order,
   * in at its release, out to her bank by payout. Never negative: only releases pay into it.
   */
  host: (userId: string) => `host:${userId}`,
  /** A transfer to a payee's bank, from the moment it is created until the provider pays it. */
  payout: (payoutId: string) => `payout:${payoutId}`,
  /**
   * A payee's bank account (outside): +what was paid into it. A tailor's is named by her
   * tailor id; a host's by `host-<user id>` (payouts/payees.ts), so the two never meet.
   */
  bank: (payee: string) => `bank:${payee}`,
  /** Telo's commission, taken when an order's money is released. */
  commission: 'commission',
  /** Telo's own spending on the fit guarantee: the credit of claims from before the ledger. */
  guarantee: 'guarantee',
} as const;

export type AccountKind = Exclude<keyof typeof accounts, never>;

/** The kind an account name starts with (`escrow:…` → escrow). */
export const kindOf = (account: string) => account.split(':', 1)[0] as AccountKind;

/** Outside Telo: what crossed into it (card) and out of it (card, bank). */
export const OUTSIDE: readonly AccountKind[] = ['card', 'bank'];

/**
 * Accounts that can never hold less than nothing: an order's escrow, a shopper's credit, a refund
 * or payout on its way. A tailor's balance may go negative (a claim clawed back after release),
 * and is recovered from later earnings before any payout.
 */
export const NEVER_NEGATIVE: readonly AccountKind[] = [
  'escrow',
  'credit',
  'refund',
  'payout',
  'host',
];
