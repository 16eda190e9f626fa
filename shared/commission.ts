/**
 * Telo's commission (issue 14): its share of each order's total, a tailor is paid the rest.
 * Kept in basis points (1000 = 10 %) so every sum stays in whole kobo.
 */

/** The commission when the configuration names none (TELO_COMMISSION_PERCENT). */
export const DEFAULT_COMMISSION_PERCENT = 10;
export const DEFAULT_COMMISSION_BASIS_POINTS = DEFAULT_COMMISSION_PERCENT * 100;

/** Commission and earnings in kobo: integers only, the commission rounded half up. */
export function splitEarnings(totalKobo: number, commissionBasisPoints: number) {
  const commissionKobo = Math.floor((totalKobo * commissionBasisPoints + 5000) / 10000);
  return { commissionKobo, earningsKobo: totalKobo - commissionKobo };
}
