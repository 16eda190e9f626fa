import type { AdminBooks } from '../../../../shared/schemas/admin.ts';
import type { Db } from '../../../db/client.ts';
import { movementsByDay, totalsByKind } from './ledger.repository.ts';

export const BOOKS_DAYS = 30;

/**
 * Telo's books for the admin desk (issue 28, item 8): every figure is the sum of one kind of
 * account (accounts.ts), never a column kept beside the ledger. Cards are −(cash in), banks
 * +(cash out), guarantee −(credit Telo gave), so all kinds together sum to 0.
 */
export async function books(db: Db): Promise<AdminBooks> {
  const [totals, movements] = await Promise.all([totalsByKind(db), movementsByDay(db, BOOKS_DAYS)]);
  const sum = (kind: string) => totals.get(kind) ?? 0;
  const days = new Map<string, { day: string; refundedKobo: number; paidOutKobo: number }>();
  for (const m of movements) {
    const day = days.get(m.day) ?? { day: m.day, refundedKobo: 0, paidOutKobo: 0 };
    if (m.kind === 'refunded') day.refundedKobo += m.kobo;
    else day.paidOutKobo += m.kobo;
    days.set(m.day, day);
  }
  return {
    escrowKobo: sum('escrow'),
    owedToTailorsKobo: sum('tailor') + sum('payout'),
    owedToHostsKobo: sum('host'),
    commissionKobo: sum('commission'),
    creditOutstandingKobo: sum('credit'),
    refundsOwedKobo: sum('refund'),
    guaranteeSpentKobo: -sum('guarantee'),
    cashInKobo: -sum('card'),
    paidOutKobo: sum('bank'),
    reconciliationKobo: [...totals.values()].reduce((n, kobo) => n + kobo, 0),
    byDay: [...days.values()].sort((a, b) => (a.day < b.day ? 1 : -1)),
  };
}
