import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../../../db/schema/index.ts';
import { NEVER_NEGATIVE, kindOf } from './accounts.ts';

export type Entry = { account: string; amountKobo: number };

export type Posting = {
  /** What happened, e.g. `charge`, `release`, `claim_credit`. */
  kind: string;
  /** Names the event once: posting the same key again posts nothing. */
  key: string;
  orderId?: string | null;
  claimId?: string | null;
  memo?: string | null;
  entries: Entry[];
};

/** A posting that would break the books: a bug, never the user's doing. */
export class LedgerError extends Error {}

/**
 * Records one movement of money inside the caller's transaction, with the state change it pays
 * for. Its entries must sum to zero (the database checks it again at commit) and may not take an
 * account that can never be negative below zero; the caller holds the lock that makes that read
 * true (an order's row for its escrow, a shopper's for credit, a tailor's for her balance).
 * Answers false when the key was posted before (a replay, a race lost) or nothing moves.
 */
export async function post(tx: Db, posting: Posting): Promise<boolean> {
  const entries = posting.entries.filter((e) => e.amountKobo !== 0);
  if (entries.length === 0) return false;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountKobo)) {
      throw new LedgerError(`${posting.key}: ${e.amountKobo} is not a whole number of kobo`);
    }
  }
  const sum = entries.reduce((n, e) => n + e.amountKobo, 0);
  if (sum !== 0) throw new LedgerError(`${posting.key}: entries sum to ${sum} kobo, not 0`);
  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: posting.kind,
      key: posting.key,
      orderId: posting.orderId ?? null,
      claimId: posting.claimId ?? null,
      memo: posting.memo ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!transaction) return false;
  await tx
    .insert(ledgerEntries)
    .values(entries.map((e) => ({ transactionId: transaction.id, ...e })));
  const drawn = entries
    .filter((e) => e.amountKobo < 0 && NEVER_NEGATIVE.includes(kindOf(e.account)))
    .map((e) => e.account);
  if (drawn.length > 0) {
    for (const [account, kobo] of await balances(tx, drawn)) {
      if (kobo < 0) throw new LedgerError(`${posting.key}: ${account} would hold ${kobo} kobo`);
    }
  }
  return true;
}

/** One account's balance in kobo. */
export async function balance(db: Db, account: string): Promise<number> {
  return (await balances(db, [account])).get(account) ?? 0;
}

/** Several accounts' balances (an account without entries is 0). */
export async function balances(db: Db, names: string[]): Promise<Map<string, number>> {
  const found = new Map(names.map((n) => [n, 0]));
  if (names.length === 0) return found;
  const rows = await db
    .select({
      account: ledgerEntries.account,
      kobo: sql<string>`sum(${ledgerEntries.amountKobo})`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, names))
    .groupBy(ledgerEntries.account);
  for (const r of rows) found.set(r.account, Number(r.kobo));
  return found;
}

/** An account's entries with their transactions, newest first (a statement). */
export function statement(db: Db, account: string, limit = 100) {
  return db
    .select({
      kind: ledgerTransactions.kind,
      orderId: ledgerTransactions.orderId,
      claimId: ledgerTransactions.claimId,
      amountKobo: ledgerEntries.amountKobo,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.account, account))
    .orderBy(sql`${ledgerTransactions.createdAt} desc`, sql`${ledgerEntries.id} desc`)
    .limit(limit);
}
