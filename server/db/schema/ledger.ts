import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, kobo } from './columns.ts';

/**
 * Telo's books (issue 28, decision 048): every movement of money is one transaction of entries
 * that sum to zero, between named accounts (server/modules/money/ledger/accounts.ts). A balance
 * is the sum of an account's entries; no column beside them holds one. The migration adds two
 * triggers the schema cannot say: a transaction's entries sum to zero at commit, and entries
 * are never changed or deleted.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    /** What happened: charge, credit_spent, credit_returned, refund_owed, refunded, … */
    kind: text('kind').notNull(),
    /** Names the event once (e.g. `release:<order>`): a replay or a race posts nothing twice. */
    key: text('key').notNull().unique(),
    orderId: text('order_id'),
    claimId: text('claim_id'),
    /** A line for the books and statements (a provider's reference, an admin's note). */
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transactions_order_idx').on(t.orderId),
    index('ledger_transactions_kind_idx').on(t.kind, t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** `kind:owner`, e.g. `escrow:<order id>`, `credit:<user id>`, or `commission`. */
    account: text('account').notNull(),
    /** Signed: what the account gained (+) or gave (−). */
    amountKobo: kobo('amount_kobo').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // text_pattern_ops: serves both one account (=) and a kind of accounts (like 'escrow:%').
    index('ledger_entries_account_idx').on(t.account.op('text_pattern_ops')),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);
