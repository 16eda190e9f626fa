/**
 * The accounts of Telo's books (issue 28, decision 048). An account is named `kind:owner`; its
 * balance is the sum of its entries, in kobo. Money enters from a shopper's card and leaves to a
 * card (refunds) or a tailor's bank: those two are outside Telo. A card's balance is the negative
 * of what it paid in (net of refunds), a bank's what was paid out into it. Every other account holds money Telo has, and the books
 * reconcile: the outside accounts and the inside ones sum to zero.
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
  /** A transfer to a tailor's bank, from the moment it is created until the provider pays it. */
  payout: (payoutId: string) => `payout:${payoutId}`,
  /** A tailor's bank account (outside): +what was paid into it (payout_paid posts into it). */
  bank: (tailorId: string) => `bank:${tailorId}`,
  /** Telo's commission, taken when an order's money is released. */
  commission: 'commission',
  /** Telo's own spending on the fit guarantee: the credit of claims from before the ledger. */
  guarantee: 'guarantee',
} as const;

export type AccountKind = Exclude<keyof typeof accounts, never>;

/** The kind an account name starts with (`escrow:…` → escrow). */
export const kindOf = (account: string) => account.split(':', 1)[0] as AccountKind;

/** Outside Telo: a card's balance is −(cash in), a bank's +(cash out). */
export const OUTSIDE: readonly AccountKind[] = ['card', 'bank'];

/**
 * Accounts that can never hold less than nothing: an order's escrow, a shopper's credit, a refund
 * or payout on its way. A tailor's balance may go negative (a claim clawed back after release),
 * and is recovered from later earnings before any payout.
 */
export const NEVER_NEGATIVE: readonly AccountKind[] = ['escrow', 'credit', 'refund', 'payout'];
